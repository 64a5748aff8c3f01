import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyPrompts } from "../src/content/journey-prompts";
import { paths } from "../src/domain/routes";
import { axeViolations } from "./support/axe";
import { baseURL, launchBrowser, newContext, screenshot, uniqueClientIp, viewports } from "./support/browser";
import { apiAs, createMember, PASSWORD, signInAdmin, signInContext } from "./support/members";
import { layoutProblems, resize, settle } from "./support/page-checks";

// docs/offline.md: a dark theme that follows the device or her choice, kept per member; larger reading
// text that still fits at 320 px; axe contrast in both themes; print stays light.

const prompt = (day: number) => journeyPrompts.find((entry) => entry.day === day)?.prompt ?? "";
const LIGHT_PAGE = "rgb(250, 246, 240)";
const DARK_PAGE = "rgb(29, 24, 21)";

let browser: Browser;
let cookie: string;
let email: string;

/** A session of her own for each device, so signing out on one leaves the others signed in. */
async function newSession(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL(), "x-forwarded-for": uniqueClientIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = res.headers
    .getSetCookie()
    .find((value) => value.startsWith("better-auth.session_token="))
    ?.split(";")[0];
  if (!token) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return token.split("=").slice(1).join("=");
}

beforeAll(async () => {
  browser = await launchBrowser();
  const setup = await newContext(browser);
  ({ cookie, email } = await createMember({ context: setup, firstName: "Lena" }));
  const res = await apiAs(cookie, "/api/billing/local/confirm", {
    method: "POST",
    json: { plan: "collective", isAnnual: false },
  });
  expect(res.status).toBe(200);
  await setup.close();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function memberPage(
  options: { colorScheme?: "light" | "dark"; viewport?: typeof viewports.phone } = {},
) {
  const context = await newContext(browser, options.viewport, { colorScheme: options.colorScheme });
  await signInContext(context, await newSession());
  return { context, page: await context.newPage() };
}

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

async function choose(page: Page, legend: string, option: string) {
  await page.goto(paths.account);
  await settle(page);
  const choice = page.getByRole("group", { name: legend }).getByText(option, { exact: true });
  if (await choice.locator("input").isChecked()) return;
  await choice.click();
  await page.getByText("Saved. Your other devices will look the same.").waitFor();
}

describe("the theme", () => {
  it("follows the device's dark setting until she chooses, then keeps her choice on every device", async () => {
    const { context, page } = await memberPage({ colorScheme: "dark" });
    await page.goto(paths.dashboard);
    await settle(page);
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);

    await choose(page, "Theme", "Light");
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
    expect(await axeViolations(page)).toEqual([]);
    // Kept on the server: a cleared browser, and another device, show her choice.
    await page.evaluate(() => localStorage.clear());
    await page.goto(paths.dashboard);
    await settle(page);
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
    expect((await apiAs(cookie, "/api/settings/appearance")).body).toMatchObject({
      value: { theme: "light", textSize: "normal" },
    });

    const other = await memberPage({ colorScheme: "light" });
    await choose(page, "Theme", "Dark");
    await other.page.goto(paths.dashboard);
    await settle(other.page);
    await expect.poll(() => pageBackground(other.page)).toBe(DARK_PAGE);

    // The next person on this browser starts from the device's own setting.
    await other.page.getByRole("button", { name: "Sign Out" }).click();
    await other.page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => pageBackground(other.page)).toBe(LIGHT_PAGE);
    expect(await other.page.evaluate(() => localStorage.getItem("appearance"))).toBeNull();
    await other.context.close();
    await choose(page, "Theme", "System");
    await context.close();
  });

  it("prints light even in the dark theme", async () => {
    const { context, page } = await memberPage({ colorScheme: "dark" });
    await page.goto(paths.askForHelp);
    await settle(page);
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    // The printed sheet itself (page.pdf renders the print stylesheet), rasterised by pdftoppm.
    const dir = mkdtempSync(join(tmpdir(), "g2g-print-"));
    writeFileSync(join(dir, "page.pdf"), await page.pdf({ printBackground: true }));
    execFileSync("pdftoppm", ["-r", "20", "-f", "1", "-l", "1", join(dir, "page.pdf"), join(dir, "page")]);
    const ppm = readFileSync(join(dir, readdirSync(dir).find((name) => name.endsWith(".ppm")) as string));
    // A binary PPM: "P6 width height 255" and then the RGB bytes.
    const [, width, height] = ppm.toString("latin1", 0, 32).split(/\s+/).map(Number);
    const pixels = ppm.subarray(ppm.length - (width as number) * (height as number) * 3);
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 3) {
      if ((pixels[i] as number) + (pixels[i + 1] as number) + (pixels[i + 2] as number) < 240) dark++;
    }
    // Only the letters are dark on a light page; on a dark one most of the sheet would be.
    expect(dark / (pixels.length / 3)).toBeLessThan(0.1);
    rmSync(dir, { recursive: true, force: true });
    await context.close();
  });
});

// The main pages, as a Grace Collective member (every page open to her) and as a visitor.
const memberRoutes = [
  paths.dashboard,
  paths.day(1),
  paths.day(31),
  paths.bonusTools,
  paths.askForHelp,
  paths.checkIn,
  paths.getTogether,
  paths.cleanForClarity,
  paths.pressPlay,
  paths.affirmations,
  paths.affirmations90,
  paths.printables,
  paths.account,
  paths.journal,
  paths.growth,
  paths.billing,
  `${paths.checkout}?plan=flow&period=monthly`,
];
const adminRoutes = [paths.admin, paths.adminTab("members")];
const publicRoutes = [
  paths.home,
  paths.auth,
  paths.pricing,
  paths.support,
  `${paths.resetPassword}?token=expired`,
  "/no-such-page",
];

describe("axe in the dark theme", () => {
  let member: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    member = await memberPage({ colorScheme: "dark" });
  });
  afterAll(() => member.context.close());

  it("finds nothing on the main pages, for a member, the admin and a visitor", async () => {
    const visitor = await newContext(browser, undefined, { colorScheme: "dark" });
    const visitorPage = await visitor.newPage();
    const admin = await newContext(browser, undefined, { colorScheme: "dark" });
    await signInAdmin(admin);
    const adminPage = await admin.newPage();
    const found: Record<string, string[]> = {};
    for (const [page, routes] of [
      [member.page, memberRoutes],
      [adminPage, adminRoutes],
      [visitorPage, publicRoutes],
    ] as const) {
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        await expect.poll(() => pageBackground(page), { message: route }).toBe(DARK_PAGE);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[route] = violations;
      }
    }
    expect(found).toEqual({});
    await visitor.close();
    await admin.close();
  }, 240_000); // three personas walk the main pages: a safety net for a slow machine, not a speed goal

  it("finds nothing with an affirmation, a printable's preview or a toast open", async () => {
    const { page } = member;
    await page.goto(paths.affirmations);
    await settle(page);
    await page.getByTestId("affirmation-card").first().click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "dark-affirmation-dialog-1280");
    await page.keyboard.press("Escape");

    await page.goto(paths.printables);
    await settle(page);
    await page
      .getByRole("button", { name: /^Preview / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "dark-printable-preview-1280");
    await page.keyboard.press("Escape");

    await page.goto(paths.account);
    await settle(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "dark-delete-account-dialog-1280");
    await page.keyboard.press("Escape");

    await page.goto(paths.dashboard);
    await settle(page);
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByText("Subscription status updated!").waitFor();
    await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the text size", () => {
  it("makes the reading text of days, affirmations and tools larger, and every page still fits at 320 px", async () => {
    const { context, page } = await memberPage({ viewport: viewports.phone });
    await page.goto(paths.day(1));
    await settle(page);
    const promptSize = () =>
      page.getByText(prompt(1)).evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const normal = await promptSize();
    await choose(page, "Text size", "Larger");
    await page.goto(paths.day(1));
    await settle(page);
    expect(await promptSize()).toBeCloseTo(normal * 1.25, 1);

    const found: Record<string, string[]> = {};
    for (const route of [
      paths.day(1),
      paths.affirmations,
      paths.affirmations90,
      paths.askForHelp,
      paths.checkIn,
      paths.pressPlay,
      paths.getTogether,
      paths.cleanForClarity,
      paths.dashboard,
      paths.bonusTools,
      paths.printables,
      paths.account,
      paths.journal,
      paths.growth,
    ]) {
      await page.goto(route);
      await settle(page);
      await resize(page, 320, 640);
      const problems = await layoutProblems(page);
      if (problems.length > 0) found[route] = problems;
      await resize(page, viewports.phone.width, viewports.phone.height);
    }
    expect(found).toEqual({});
    await choose(page, "Text size", "Normal");
    await context.close();
  }, 90_000);
});

describe("screenshots to look at", () => {
  it("of the main pages in the dark theme and at the largest text size, at 390 and 1280 px", async () => {
    for (const [label, viewport] of [
      ["390", viewports.phone],
      ["1280", viewports.desktop],
    ] as const) {
      const { context, page } = await memberPage({ colorScheme: "dark", viewport });
      await choose(page, "Text size", "Larger");
      for (const [name, route] of [
        ["home", paths.home],
        ["dashboard", paths.dashboard],
        ["day-1", paths.day(1)],
        ["check-in", paths.checkIn],
        ["affirmations", paths.affirmations],
        ["account", paths.account],
        ["journal", paths.journal],
        ["growth", paths.growth],
      ] as const) {
        await page.goto(route);
        await settle(page);
        await screenshot(page, `dark-larger-${name}-${label}`);
      }
      await choose(page, "Text size", "Normal");
      await context.close();
      const light = await memberPage({ colorScheme: "light", viewport });
      await light.page.goto(paths.account);
      await settle(light.page);
      await screenshot(light.page, `light-account-${label}`);
      await light.context.close();
    }
  }, 120_000);
});
