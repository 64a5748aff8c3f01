import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue "Trust"), plus axe's best practices, which every
// page passed before the suites shared this helper.
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// WCAG 2.5.3 Label in Name: axe marks it experimental, so it runs only when asked for by name.
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

/** axe-core's findings on the page as it is now, one readable line per rule broken (none is the goal). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page as it comes to rest: a toast fading in is faint for a moment, by design.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
  // options() replaces every option set before it, so it goes first and withTags() after.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: EXTRA_RULES })
    .withTags(RULE_TAGS)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
