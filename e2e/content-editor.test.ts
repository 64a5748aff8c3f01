import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { adminCookie, apiAs, createMember, signInAdmin, signInContext } from "./support/members";

// Issue 47: the coach edits a day's words in the console, sees the rule a draft breaks, previews the member's
// page, publishes, and a member reads the new words; the day is then restored to its first version. The same
// for a day of the affirmations calendar and for a printable.

describe("the coach's content editor", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [name, viewport, day] of [
    ["phone", viewports.phone, 3],
    ["desktop", viewports.desktop, 4],
  ] as const) {
    it(`edits, previews and publishes a day (${name})`, async () => {
      const newPrompt = `Which small moment today felt most like yours, at ${viewport.width} wide?`;
      const context = await newContext(browser, viewport);
      await signInAdmin(context);
      const page = await context.newPage();
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Content" }).click();
      await page.getByRole("link", { name: new RegExp(`^Day ${day} · `) }).click();
      await page.waitForURL(`**/admin/content/days/${day}`);
      const prompt = page.getByLabel("Soul prompt");
      await prompt.fill("What do you need? What do you want?");
      await page.getByText("Not ready to publish (Soul prompt)").waitFor();
      expect(await prompt.getAttribute("aria-invalid")).toBe("true");
      await screenshot(page, `content-editor-rule-${viewport.width}`);

      await prompt.fill(newPrompt);
      await page.getByLabel("Title", { exact: true }).fill(`A Quieter Hour ${viewport.width}`);
      await page.getByText("Ready to publish: this text keeps every rule.").waitFor();
      await page.getByRole("button", { name: "Preview" }).click();
      const preview = page.getByRole("region", { name: "Preview" });
      await preview.getByText(newPrompt).waitFor();
      await screenshot(page, `content-editor-preview-${viewport.width}`);

      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Draft saved. Members still see the published version.").waitFor();
      // A member does not see a draft.
      const member = await createMember();
      const before = (await apiAs<{ prompt: string }>(member.cookie, `/api/journey/days/${day}`)).body;
      expect(before.prompt).not.toBe(newPrompt);

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published as version 2.").waitFor();
      await page.getByText(/Version 2 · .* · published/).waitFor();
      await screenshot(page, `content-editor-published-${viewport.width}`);

      const memberContext = await newContext(browser, viewport);
      await signInContext(memberContext, member.cookie);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`/day/${day}`);
      await memberPage.getByText(newPrompt).waitFor();
      await memberPage.getByRole("heading", { level: 1, name: `A Quieter Hour ${viewport.width}` }).waitFor();
      await memberContext.close();

      // Back to the words we shipped, as the newest version.
      await page.getByRole("button", { name: "Restore version 1" }).click();
      await page.getByText("Published as version 3.").waitFor();
      const after = (await apiAs<{ prompt: string }>(await adminCookie(), `/api/journey/days/${day}`)).body;
      expect(after.prompt).toBe(before.prompt);
      await context.close();
    });
  }

  for (const [name, viewport, month, day, printable] of [
    ["phone", viewports.phone, 5, 14, "june-worksheet"],
    ["desktop", viewports.desktop, 5, 15, "june-reflection"],
  ] as const) {
    it(`edits an affirmation and a printable, and members see them (${name})`, async () => {
      const words = `I step outside for five quiet minutes and let my shoulders drop, at ${viewport.width} wide.`;
      const title = `Room in a June Week ${viewport.width}`;
      const context = await newContext(browser, viewport);
      await signInAdmin(context);
      const page = await context.newPage();
      await page.goto("/admin/content");
      await page
        .getByRole("navigation", { name: "Content" })
        .getByRole("link", { name: "Affirmations" })
        .click();
      await page.waitForURL("**/admin/content/affirmations");
      await page.getByRole("link", { name: new RegExp(`^May ${day} · `) }).waitFor();
      // The list's top, as she first sees it (the whole list is 366 rows long).
      await page.screenshot({ path: `screenshots/content-affirmations-list-${viewport.width}.png` });
      await page.getByRole("link", { name: new RegExp(`^May ${day} · `) }).click();
      await page.waitForURL(`**/admin/content/affirmations/${month}/${day}`);
      const text = page.getByLabel("Affirmation", { exact: true });
      await text.fill("Rest comes first today, before any message is opened.");
      await page.getByText("Not ready to publish (Affirmation)").waitFor();
      await text.fill(words);
      await page.getByText("Ready to publish: this text keeps every rule.").waitFor();
      await page.getByRole("button", { name: "Preview" }).click();
      await page.getByRole("region", { name: "Preview" }).getByText(words).waitFor();
      await screenshot(page, `content-editor-affirmation-${viewport.width}`);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Draft saved. Members still see the published version.").waitFor();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published as version 2.").waitFor();

      await page.goto(`/admin/content/printables/${printable}`);
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Draft saved. Members still see the published version.").waitFor();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published as version 2.").waitFor();
      await screenshot(page, `content-editor-printable-${viewport.width}`);

      const member = await createMember();
      const memberContext = await newContext(browser, viewport);
      await signInContext(memberContext, member.cookie);
      const memberPage = await memberContext.newPage();
      await memberPage.goto("/affirmations");
      await memberPage.getByRole("tab", { name: /^May/ }).click();
      await memberPage.getByText(words).first().waitFor();
      await memberPage.goto("/printables");
      await memberPage.getByText(title).waitFor();
      await memberContext.close();
      await context.close();
    });
  }
});
