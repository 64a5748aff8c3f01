import type { Guide, Resource } from "../../../content/schema";
import { paths } from "../../../domain/routes";

/** Where a resource's "Access →" leads (docs/architecture.md D9: a real action, or visibly disabled). */
export type ResourceAccess =
  | { kind: "page"; to: string }
  | { kind: "guide"; guide: Guide["id"] }
  | { kind: "coming-soon" };

export const resourceAccess: Record<Resource["id"], ResourceAccess> = {
  "clean-for-clarity-checklist": { kind: "page", to: paths.cleanForClarity },
  journal: { kind: "page", to: paths.dashboard },
  "completion-certificate": { kind: "coming-soon" },
  "mood-tracker": { kind: "page", to: paths.checkIn },
  "ask-for-help-challenge": { kind: "page", to: paths.askForHelp },
  "evening-ritual": { kind: "guide", guide: "evening-ritual" },
  "flower-essence-guide": { kind: "guide", guide: "flower-essence-guide" },
  "crystal-guide": { kind: "guide", guide: "crystal-guide" },
};
