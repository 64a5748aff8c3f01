import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOpening, planOpensLine } from "../src/domain/plan-opens";
import { type PlanKey, planByKey } from "../src/domain/plans";
import { pageNames, pageTable } from "../src/domain/routes";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, saveSettingAs } from "./support/members";

// What a new member tripped over (#28): what each plan opens, the moment after completing a day, the
// ceremony card's timing, the certificate card, the calendar and printables opening at today, the
// growth chart at the larger text size, and no console errors on the prerendered pages.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function memberOn(
  plan: PlanKey | null,
  viewport = viewports.desktop,
  colorScheme: "light" | "dark" = "light",
) {
  const context = await newContext(browser, viewport, { colorScheme });
  const member = await createMember({ context });
  if (plan) {
    const started = await apiAs(member.cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan, isAnnual: false },
    });
    expect(started.status).toBe(200);
  }
  return { context, page: await context.newPage(), ...member };
}

async function completeDays(cookie: string, through: number) {
  for (let day = 1; day <= through; day++) {
    expect((await apiAs(cookie, `/api/journal/${day}/complete`, { method: "POST" })).status).toBe(200);
  }
}

/** The days the dashboard shows open (a card without the lock). */
async function openDaysOnDashboard(page: Page): Promise<number[]> {
  await page.goto("/dashboard");
  await page.getByText("Journey Progress").waitFor();
  const open: number[] = [];
  for (const tab of await page
    .getByRole("tablist", { name: "Sections of the path" })
    .getByRole("tab")
    .all()) {
    await tab.click();
    const panel = page.getByRole("tabpanel");
    for (const card of await panel.locator('a[href^="/day/"]').all()) {
      const href = (await card.getAttribute("href")) ?? "";
      if ((await card.getAttribute("data-locked")) === null) open.push(Number(href.split("/").pop()));
    }
  }
  return open.sort((a, b) => a - b);
}

const planCard = (page: Page, name: string) => page.getByRole("article", { name });
const opensLineOf = (page: Page, name: string) =>
  planCard(page, name)
    .locator("p", { hasText: /^Opens / })
    .textContent();

describe("each plan says what it opens, and opens exactly that", () => {
  for (const [key, viewport] of [
    ["flow", viewports.phone],
    ["journey", viewports.desktop],
    ["collective", viewports.desktop],
  ] as const) {
    const plan = planByKey(key);
    it(`${plan.name}: the pricing card, checkout and the switcher say it, and a member of it sees those days open`, async () => {
      const { context, page } = await memberOn(key, viewport);
      await page.goto("/pricing");
      await planCard(page, plan.name).getByRole("button", { name: "Current Plan" }).waitFor();
      for (const other of ["flow", "journey", "collective"] as const) {
        const name = planByKey(other).name;
        expect(await opensLineOf(page, name)).toBe(planOpensLine(name));
      }
      await screenshot(page, `polish-pricing-${key}-${viewport.width}`);

      // What the app opens for her matches the words: the days on her dashboard…
      const opening = planOpening(plan.name);
      const promised = opening.dayRuns.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, i) => first + i),
      );
      expect(await openDaysOnDashboard(page)).toEqual(promised);
      // …every printable…
      await page.goto("/printables");
      await page.getByRole("heading", { name: "Printables", level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId("printable-card").count()).toBe(opening.printables);
      // …and each self-care tool.
      const tools = pageNames
        .map((name) => pageTable[name].path)
        .filter((path) => path.startsWith("/tools/"));
      expect(tools).toHaveLength(opening.tools);
      for (const tool of tools) {
        await page.goto(tool);
        await page.locator("h1").first().waitFor();
        expect(new URL(page.url()).pathname).toBe(tool);
      }

      // The checkout (as a member without a plan sees it: hers goes on to the plan change) and the
      // plan switcher say what a plan opens, in the same words.
      const other = key === "journey" ? planByKey("collective") : planByKey("journey");
      const newcomer = await memberOn(null, viewport);
      await newcomer.page.goto(`/billing/checkout?plan=${other.key}&period=monthly`);
      await newcomer.page.getByRole("region", { name: other.name }).waitFor();
      await expect.poll(() => newcomer.page.getByText(planOpensLine(other.name)).count()).toBe(1);
      await newcomer.context.close();
      await page.goto(`/billing/manage?plan=${other.key}&period=monthly`);
      await page.getByText(`${other.name}: ${planOpensLine(other.name)}`).waitFor();
      await screenshot(page, `polish-switch-plan-${key}-${viewport.width}`);
      await context.close();
    });
  }
});

describe("completing a day", () => {
  let member: Awaited<ReturnType<typeof memberOn>>;
  beforeAll(async () => {
    member = await memberOn("collective", viewports.phone, "dark");
  });
  afterAll(() => member.context.close());

  it("acknowledges what she finished and leaves the next day one link away", async () => {
    const { page } = member;
    await page.goto("/day/1");
    await page.getByLabel("Your reflection").waitFor();
    await page.getByRole("button", { name: "Complete Day 1 →" }).click();
    const heading = page.getByRole("heading", { name: "Day 1 is complete" });
    await heading.waitFor();
    await page.getByText("The next day is here when you are.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/day/1");
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "polish-day-complete-390-dark");

    await page.getByRole("link", { name: "Continue to Day 2 →" }).click();
    await page.waitForURL("**/day/2");
    await page.getByRole("button", { name: "Complete Day 2 →" }).waitFor();
  });

  it("keeps the Grace Ceremony card away on day 3 and shows it in the week before day 31", async () => {
    const { page, cookie } = member;
    await completeDays(cookie, 2);
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await page.getByText("2/75").waitFor();
    await expect.poll(() => page.getByRole("heading", { name: "Grace Ceremony" }).count()).toBe(0);
    await screenshot(page, "polish-dashboard-day3-390-dark");

    await completeDays(cookie, 23);
    await page.reload();
    await page.getByText("23/75").waitFor();
    await page.getByRole("link", { name: "Enter Grace Ceremony" }).waitFor();
  });
});

describe("the home page's certificate card", () => {
  it("says it is earned at day 75 instead of coming soon", async () => {
    const visitor = await newContext(browser, viewports.phone);
    const home = await visitor.newPage();
    await home.goto("/");
    await home.getByText("Earned with all 75 days").waitFor();
    await expect.poll(() => home.getByText("Coming Soon").count()).toBe(0);
    await screenshot(home, "polish-home-certificate-390");
    await visitor.close();
  });

  it("leads a member who has completed all 75 days to her certificate", async () => {
    const { context, page, cookie } = await memberOn("collective");
    await page.goto("/");
    const card = page.getByRole("listitem").filter({ hasText: "Soul Path Certificate" });
    await card.getByText("Earned with all 75 days").waitFor();
    await expect.poll(() => card.getByRole("link").count()).toBe(0);
    await completeDays(cookie, 75);
    await page.reload();
    await card.getByText("Yours to download").waitFor();
    expect(await card.getByRole("link").getAttribute("href")).toBe("/bonus-tools");
    await card.getByRole("link").click();
    await page.getByRole("link", { name: "Get Certificate" }).waitFor();
    await context.close();
  });
});

describe("pages open where today is", () => {
  let member: Awaited<ReturnType<typeof memberOn>>;
  beforeAll(async () => {
    member = await memberOn(null, viewports.phone);
  });
  afterAll(() => member.context.close());

  const inView = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

  it("the affirmations calendar opens at its top on this month, today's words on the first screen", async () => {
    const { page } = member;
    await page.goto("/affirmations");
    const now = new Date();
    const month = now.toLocaleString("en-US", { month: "long" });
    await page.getByRole("tab", { name: month, selected: true }).waitFor();
    const today = page.getByRole("region", { name: "Today's affirmation" });
    await today.waitFor();
    expect(await today.textContent()).toContain(
      `Today · ${month.slice(0, 3)} ${String(now.getDate()).padStart(2, "0")}`,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inView(page, 'section[aria-label="Today\'s affirmation"]')).toBe(true);
    await page.locator('[aria-current="date"]').waitFor();
    await screenshot(page, "polish-affirmations-today-390");
  });

  it("the printables open at their top with this month's pair first", async () => {
    const { page } = member;
    await page.goto("/printables");
    const month = new Date().toLocaleString("en-US", { month: "long" });
    const section = page.getByRole("region", { name: month });
    await section.waitFor();
    expect(await section.getAttribute("aria-current")).toBe("date");
    expect(await page.getByRole("region").first().getAttribute("aria-labelledby")).toBe(
      await section.getAttribute("aria-labelledby"),
    );
    expect(await section.getByText("This month", { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, "polish-printables-month-390");
  });
});

describe("the growth chart at the larger text size", () => {
  async function labelHeight(context: BrowserContext, cookie: string, textSize: "normal" | "larger") {
    await saveSettingAs(cookie, "appearance", { theme: "light", textSize });
    const page = await context.newPage();
    await page.goto("/growth");
    const label = page.locator("figure svg text", { hasText: "Overwhelmed" }).first();
    await label.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.textSize ?? "normal"))
      .toBe(textSize);
    await page.reload();
    await label.waitFor();
    const box = await label.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return {
        height: rect.height,
        left: rect.left,
        svgLeft: el.closest("svg")?.getBoundingClientRect().left ?? 0,
      };
    });
    await screenshot(page, `polish-growth-${textSize}-390`);
    await page.close();
    return box;
  }

  it("grows the chart's labels with the text, and keeps them inside the chart", async () => {
    const { context, cookie } = await memberOn(null, viewports.phone);
    const today = new Date().toISOString().slice(0, 10);
    const saved = await apiAs(cookie, `/api/check-ins/${today}`, {
      method: "PUT",
      json: {
        value: {
          mood: "overwhelmed",
          energy: "low",
          gratitude: "Tea",
          challenge: "Emails",
          intention: "Rest",
          timestamp: new Date().toISOString(),
        },
        baseRevision: 0,
      },
    });
    expect(saved.status).toBe(200);
    const normal = await labelHeight(context, cookie, "normal");
    const larger = await labelHeight(context, cookie, "larger");
    expect(larger.height / normal.height).toBeGreaterThan(1.2);
    expect(larger.left).toBeGreaterThanOrEqual(larger.svgLeft);
    await context.close();
  });
});

describe("no console errors on a prerendered page when signed in", () => {
  for (const [viewport, colorScheme] of [
    [viewports.desktop, "light"],
    [viewports.phone, "dark"],
  ] as const) {
    it(`at ${viewport.width} px, ${colorScheme}`, async () => {
      const { context, page } = await memberOn("journey", viewport, colorScheme);
      const errors: string[] = [];
      let at = "";
      page.on("console", (message) => message.type() === "error" && errors.push(`${at}: ${message.text()}`));
      page.on("pageerror", (error) => errors.push(`${at}: ${error.message}`));
      for (const name of pageNames.filter((entry) => "prerender" in pageTable[entry])) {
        const { path } = pageTable[name];
        at = path;
        await page.goto(path);
        await page.getByRole("button", { name: "Sign Out" }).waitFor();
        await page.waitForLoadState("networkidle");
        if (name === "pricing") {
          await planCard(page, "Grace Journey").getByRole("button", { name: "Current Plan" }).waitFor();
          await screenshot(page, `polish-pricing-signed-in-${viewport.width}-${colorScheme}`);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
