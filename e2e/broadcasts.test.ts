import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { createMember, signInAdmin } from "./support/members";

// Issue 46 (D28): the coach composes a broadcast, sees it as members will (light and dark), sends
// herself a test and sends it; a member receives it.

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${baseURL()}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return (await res.json()) as { subject: string; text: string }[];
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (done(value) || tries >= 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the coach's broadcasts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [name, viewport, colorScheme] of [
    ["phone, light", viewports.phone, "light"],
    ["desktop, dark", viewports.desktop, "dark"],
  ] as const) {
    it(`composes, previews, tests and sends a broadcast (${name})`, async () => {
      const member = await createMember({ firstName: "Rosa" });
      const subject = `A quiet week ${colorScheme}`;
      const context = await newContext(browser, viewport, { colorScheme });
      await signInAdmin(context);
      const page = await context.newPage();
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Broadcasts" }).click();
      await page.getByLabel("Subject").fill(subject);
      await page
        .getByLabel("Message")
        .fill("Dear {firstName},\n\nThis week, **rest** first.\n\n- a walk\n- a page");
      const preview = page.getByRole("region", { name: "Preview" });
      await preview.getByText("Dear Admin,").waitFor();
      await expect(preview.locator("strong").textContent()).resolves.toBe("rest");
      await page.getByText("We never track opens or clicks").waitFor();
      await screenshot(page, `broadcast-compose-${viewport.width}-${colorScheme}`);
      await preview.getByText("Dark", { exact: true }).click();
      await expect(preview.locator("[data-look]").getAttribute("data-look")).resolves.toBe("dark");
      await screenshot(page, `broadcast-preview-dark-${viewport.width}-${colorScheme}`);

      await page.getByRole("button", { name: "Send me a test" }).click();
      await page.getByText(/A test copy is on its way to/).waitFor();
      await page.getByRole("button", { name: "Send to members" }).click();
      await page.getByText("Sending now. Members receive it over the next minutes.").waitFor();
      const received = await eventually(
        () => mailsTo(member.email),
        (mails) => mails.some((mail) => mail.subject === subject),
      );
      expect(received.find((mail) => mail.subject === subject)?.text).toContain("Dear Rosa,");
      await page.getByText(subject).first().waitFor();
      await screenshot(page, `broadcast-sent-${viewport.width}-${colorScheme}`);

      // The team tab: invite someone as staff; the owner heads the list and cannot be removed.
      await page.getByRole("tab", { name: "Team" }).click();
      const invitee = `staff-${colorScheme}-${Date.now()}@grace.test`;
      await page.getByLabel("E-mail").fill(invitee);
      await page.getByRole("button", { name: "Invite" }).click();
      await page.getByText(invitee).waitFor();
      await page.getByText("not accepted yet").first().waitFor();
      await screenshot(page, `team-${viewport.width}-${colorScheme}`);
      await context.close();
    });
  }
});
