import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, signInContext } from "./support/members";

// Issue 48, "How it is checked": enabling on one device, what she wrote before and what she writes
// offline reach the server sealed, a second device unlocks with her passphrase, a third with her recovery
// code (setting a new passphrase).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSPHRASE = "a long walk by the sea";
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Last saved: / });
const reflection = (page: Page) => page.getByLabel("Your reflection");

async function storedOnServer(cookie: string, day: number) {
  const { body } = await apiAs<{ value: string }>(cookie, `/api/journal/${day}`);
  return body.value;
}

describe("a private journal", () => {
  it("is turned on with a recovery kit, seals old and offline words, opens on other devices, and turns off again", async ({
    expect,
  }) => {
    const first = await newContext(browser);
    const { cookie } = await createMember({ context: first, firstName: "Hana" });
    const page = await first.newPage();
    await page.goto("/day/1");
    await reflection(page).fill("An evening of lanternmoss.");
    await saved(page).waitFor();

    await page.goto("/account");
    const card = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Make my journal private" }) });
    await page.getByText("If you lose both your passphrase and your recovery kit").waitFor();
    await page.getByRole("button", { name: "Make my journal private" }).click();
    await page.getByLabel("Journal passphrase", { exact: true }).fill(PASSPHRASE);
    await page.getByLabel("Journal passphrase again").fill(PASSPHRASE);
    await page.getByRole("button", { name: "Continue" }).click();
    const code = (await page.getByTestId("recovery-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{2,4})+$/);
    await screenshot(page, "private-journal-kit-desktop");
    await page.getByLabel("Type the last group of your recovery code").fill("NOPE");
    await page.getByRole("button", { name: "Make my journal private" }).click();
    await page.getByText("That is not the last group of your recovery code.").waitFor();
    await page.getByLabel("Type the last group of your recovery code").fill(code.split("-").at(-1) ?? "");
    await page.getByRole("button", { name: "Make my journal private" }).click();
    await page.getByText("Your journal is private and unlocked on this device.").waitFor({ timeout: 30_000 });
    expect(card).toBeTruthy();

    // What she wrote before is sealed now; the server never had the word again.
    const before = await storedOnServer(cookie, 1);
    expect(before.startsWith("g2g-sealed:1:")).toBe(true);
    expect(before).not.toContain("lanternmoss");

    // Written offline after a reload (the key stays unlocked in this browser), sent sealed when back.
    await page.goto("/day/2");
    await reflection(page).waitFor();
    await first.setOffline(true);
    await reflection(page).fill("Offline lanternmoss words.");
    await page.getByText("Offline — will sync").waitFor();
    await first.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await saved(page).waitFor({ timeout: 30_000 });
    const offline = await storedOnServer(cookie, 2);
    expect(offline.startsWith("g2g-sealed:1:")).toBe(true);
    expect(offline).not.toContain("lanternmoss");

    // A second device: locked until she gives her passphrase, then her words are there.
    const second = await newContext(browser, viewports.phone);
    await signInContext(second, cookie);
    const phone = await second.newPage();
    await phone.goto("/day/1");
    await phone.getByText("Your journal is private and locked on this device.").waitFor();
    await phone.goto("/account");
    await phone.getByLabel("Journal passphrase").fill("a long walk by the lake");
    await phone.getByRole("button", { name: "Unlock my journal" }).click();
    await phone
      .getByText("That passphrase does not open your journal. Check it, or use your recovery code.")
      .waitFor();
    await phone.getByLabel("Journal passphrase").fill(PASSPHRASE);
    await phone.getByRole("button", { name: "Unlock my journal" }).click();
    await phone.getByText("Your journal is private and unlocked on this device.").waitFor();
    await screenshot(phone, "private-journal-unlocked-phone");
    await phone.goto("/day/1");
    await expect.poll(() => reflection(phone).inputValue()).toBe("An evening of lanternmoss.");
    // Her journal is opened and searched on this device (e2e/private-journal-reading.test.ts).
    await phone.goto("/journal");
    await phone.getByText("Your journal is private: it is opened and searched on this device.").waitFor();

    // A third device, passphrase forgotten: the recovery code unlocks and sets a new one.
    const third = await newContext(browser);
    await signInContext(third, cookie);
    const laptop = await third.newPage();
    await laptop.goto("/account");
    await laptop.getByRole("button", { name: "Forgot your passphrase?" }).click();
    await laptop.getByLabel("Recovery code").fill(code.toLowerCase().replaceAll("-", " "));
    await laptop.getByLabel("Journal passphrase", { exact: true }).fill("rain on the roof, again");
    await laptop.getByLabel("Journal passphrase again").fill("rain on the roof, again");
    await laptop.getByRole("button", { name: "Unlock and set a new passphrase" }).click();
    await laptop
      .getByText("Your journal is private and unlocked on this device.")
      .waitFor({ timeout: 30_000 });
    await laptop.goto("/day/2");
    await expect.poll(() => reflection(laptop).inputValue()).toBe("Offline lanternmoss words.");
    // Turned off after a confirmation: her words are written back plain, and the card offers it again.
    await page.goto("/account");
    await page.getByText("Your journal is private and unlocked on this device.").waitFor();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Turn off privacy" }).click();
    await page.getByRole("button", { name: "Make my journal private" }).waitFor({ timeout: 30_000 });
    expect(await storedOnServer(cookie, 1)).toBe("An evening of lanternmoss.");
    expect(await storedOnServer(cookie, 2)).toBe("Offline lanternmoss words.");
    for (const context of [first, second, third]) await context.close();
  });
});
