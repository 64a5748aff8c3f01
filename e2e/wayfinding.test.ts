import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../src/domain/routes";
import { launchBrowser, newContext } from "./support/browser";
import { createMember, mailedLink } from "./support/members";

// Small things a new member trips over: where she is, what a used link means, and what to do when
// she pasted too much.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the header", () => {
  it("marks the section of the page she is on, not only its first page", async () => {
    const context = await newContext(browser);
    await createMember({ context });
    const page = await context.newPage();
    for (const [path, section] of [
      [paths.day(3), "Journey"],
      [paths.journal, "Journey"],
      [paths.checkIn, "Bonus Tools"],
      [paths.pressPlay, "Bonus Tools"],
      [paths.affirmations90, "Affirmations"],
      [paths.billing, "Pricing"],
    ] as const) {
      await page.goto(path);
      const current = page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
      await expect.poll(() => current.innerText(), { message: path }).toBe(section);
    }
    await context.close();
  });
});

describe("a verification link opened a second time", () => {
  it("says her e-mail is already confirmed and asks her to sign in", async () => {
    const { email } = await createMember();
    const link = await mailedLink(email, "verify-email");
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === paths.auth);
    await page.getByText("Your e-mail is already confirmed — sign in.").waitFor();
    await context.close();
  });
});

describe("a reflection too big to send", () => {
  it("tells her in plain words how to make it fit, and keeps what she wrote", async () => {
    const context = await newContext(browser);
    await createMember({ context });
    const page = await context.newPage();
    await page.goto(paths.day(1));
    const reflection = page.getByLabel("Your reflection");
    const pasted = "a whole book pasted in ".repeat(30_000);
    await reflection.fill(pasted);
    await page
      .getByText(/Please shorten it|is too long to save/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.locator("body").innerText()).not.toContain("request body is too large");
    expect((await reflection.inputValue()).length).toBe(pasted.length);
    await context.close();
  });
});

describe("a server with no support address", () => {
  it("shows no Share Your Story button and no words meant for the operator", async () => {
    const context = await newContext(browser);
    await createMember({ context });
    const page = await context.newPage();
    await page.route("**/api/config", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), supportEmail: null } });
    });
    await page.goto(paths.bonusTools);
    await page.getByRole("link", { name: "Continue Journaling" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByText("Share Your Story").count()).toBe(0);
    expect(await page.locator("main").innerText()).not.toMatch(/support address|set up/i);
    await page.unroute("**/api/config");
    await context.close();
  });
});
