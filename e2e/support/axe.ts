import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "playwright-core";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue "Trust"), plus axe's best practices, which every
// page passed before the suites shared this helper.
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// WCAG 2.5.3 Label in Name: axe marks it experimental, so it runs only when asked for by name.
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };
const RUN_OPTIONS: axe.RunOptions = {
  resultTypes: ["violations"],
  rules: EXTRA_RULES,
  runOnly: { type: "tag", values: RULE_TAGS },
};

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core's violations on the page. A page of one document gets axe once (the app's own navigation
 * keeps it) and runs it where it is: @axe-core/playwright injects axe anew for each check and finishes
 * each one in a new blank tab, 1.7 s a check against 0.14 s. A page with frames goes through it, as
 * it injects axe into every frame and gathers their results.
 */
async function violationsOn(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).options(RUN_OPTIONS).analyze()).violations;
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window.axe as typeof axe).run(document, options).then((results) => results.violations),
    RUN_OPTIONS,
  );
}

/** axe-core's findings on the page as it is now, one readable line per rule broken (none is the goal). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page as it comes to rest: a toast fading in is faint for a moment, by design.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
  return (await violationsOn(page)).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
