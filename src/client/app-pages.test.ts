import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { pageNames } from "../domain/routes";
import { type PageComponents, pageComponents } from "./app";

// A page of the registry (src/domain/routes.ts) without its code, or code for a page the registry does
// not have, must stop the build, not throw in her browser. The @ts-expect-error lines are the proof:
// `npx tsc --noEmit` fails if either mistake ever compiles (docs/architecture.md, "Pages and routes").

const Page: ComponentType = () => null;

describe("each page's code, keyed by the registry", () => {
  it("has code for every page of the registry and for nothing else", () => {
    pageComponents satisfies PageComponents;
    expect(Object.keys(pageComponents).sort()).toEqual([...pageNames].sort());
  });

  it("does not compile with a page of the registry left out", () => {
    const { growth: _left, ...withoutGrowth } = pageComponents;
    // @ts-expect-error the registry's growth page has no code here
    const missing: PageComponents = withoutGrowth;
    expect(Object.keys(missing)).not.toContain("growth");
  });

  it("does not compile with code for a page the registry does not have", () => {
    const extra = {
      ...pageComponents,
      // @ts-expect-error no page of the registry is called "garden"
      garden: Page,
    } satisfies PageComponents;
    expect(Object.keys(extra)).toContain("garden");
  });
});
