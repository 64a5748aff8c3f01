import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** axe-core's WCAG findings on what the page shows now, as "rule: selectors" lines (none is the goal). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}
