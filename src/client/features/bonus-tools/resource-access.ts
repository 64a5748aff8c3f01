import type { Guide, Resource } from "../../../content/schema";
import { paths } from "../../../domain/routes";

/** Where a resource's "Access →" leads (docs/architecture.md D9: a page, a guide, or the certificate once it is earned). */
export type ResourceAccess =
  | { kind: "page"; to: string }
  | { kind: "guide"; guide: Guide["id"] }
  | { kind: "certificate" };

export const resourceAccess: Record<Resource["id"], ResourceAccess> = {
  "clean-for-clarity-checklist": { kind: "page", to: paths.cleanForClarity },
  journal: { kind: "page", to: paths.journal },
  "completion-certificate": { kind: "certificate" },
  "mood-tracker": { kind: "page", to: paths.checkIn },
  "ask-for-help-challenge": { kind: "page", to: paths.askForHelp },
  "evening-ritual": { kind: "guide", guide: "evening-ritual" },
  "flower-essence-guide": { kind: "guide", guide: "flower-essence-guide" },
  "crystal-guide": { kind: "guide", guide: "crystal-guide" },
};
