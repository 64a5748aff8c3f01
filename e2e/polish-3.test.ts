import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import {
  apiAs,
  createMember,
  mailedLink,
  PASSWORD,
  saveSettingAs,
  signInAdmin,
  uniqueEmail,
} from "./support/members";
import { waitUntilKept } from "./support/service-worker";

// What a new member tripped over the third time (#50), and the pages it touched, looked at in both
// themes at a phone's and a desktop's width.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const looks = [
  ["390", viewports.phone, "light"],
  ["390", viewports.phone, "dark"],
  ["1280", viewports.desktop, "light"],
  ["1280", viewports.desktop, "dark"],
] as const;

/** A signed-in member's page in each width and theme, after `ready` says it has arrived. */
async function shootMemberPage(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  for (const [width, viewport, colorScheme] of looks) {
    const context = await newContext(browser, viewport, { colorScheme });
    await createMember({ context });
    const page = await context.newPage();
    await page.goto(path);
    await ready(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, `polish3-${name}-${width}-${colorScheme}`);
    await page.screenshot({ path: `screenshots/polish3-${name}-${width}-${colorScheme}-first.png` });
    await context.close();
  }
}

describe("pages that now open at their top (item 1)", () => {
  it("the printables, this month's pair first", async () => {
    await shootMemberPage("/printables", "printables", (page) =>
      page.getByText("This month", { exact: true }).waitFor(),
    );
  });
  it("the affirmations calendar, today's words first", async () => {
    await shootMemberPage("/affirmations", "affirmations", (page) =>
      page.getByRole("region", { name: "Today's affirmation" }).waitFor(),
    );
  });
});

/** Signs up on the open Sign Up tab as a newcomer would, and returns her confirmation link. */
async function signUpHere(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText("Account created! Please check your email for verification.").waitFor();
  return mailedLink(email, "/verify-email");
}

describe("what a visitor chose is kept through sign-up (item 3)", () => {
  it("Subscribe on Grace Journey opens Sign Up naming it; once she confirms she is at its checkout", async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto("/pricing?period=annual");
    const subscribe = page
      .getByRole("article", { name: "Grace Journey" })
      .getByRole("link", { name: "Subscribe" });
    await expect.poll(() => subscribe.getAttribute("target")).toBeNull();
    await subscribe.click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
    const notice = page.getByRole("status").filter({ hasText: "You chose Grace Journey" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Annual, $222 a year");
    await screenshot(page, "polish3-auth-chosen-plan-390-light");

    const confirm = await signUpHere(page, "Juno");
    await page.goto(confirm);
    await page.waitForURL((url) => url.pathname === "/billing/checkout");
    expect(new URL(page.url()).searchParams.get("plan")).toBe("journey");
    expect(new URL(page.url()).searchParams.get("period")).toBe("annual");
    const order = page.getByRole("region", { name: "Grace Journey" });
    await order.getByRole("button", { name: "Start subscription" }).waitFor();
    await order.getByText("$222 per year").first().waitFor();
    await context.close();
  });

  it("the checkout's own link, opened signed out, lands on Sign Up naming the plan", async () => {
    const context = await newContext(browser, viewports.desktop, { colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/billing/checkout?plan=flow&period=monthly");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
    await page.getByText("You chose Grace Flow").waitFor();
    await screenshot(page, "polish3-auth-chosen-plan-1280-dark");
    // Signing in instead goes on to the checkout too.
    await page.getByRole("tab", { name: "Sign In" }).click();
    expect(new URL(page.url()).searchParams.get("next")).toBe("/billing/checkout?plan=flow&period=monthly");
    await context.close();
  });
});

describe("a gift arrives warmly (items 3 and 4)", () => {
  it("a signed-out gift link opens Sign Up; once confirmed, the card names the giver, plan, months and message", async () => {
    const giver = await createMember({ firstName: "Gale" });
    const order = {
      plan: "journey",
      months: 6,
      recipientEmail: giver.email,
      message: "For the mornings you keep for yourself.",
    };
    const bought = await apiAs<{ url: string }>(giver.cookie, "/api/gifts", { method: "POST", json: order });
    const id = new URL(bought.body.url).searchParams.get("gift_payment");
    expect((await apiAs(giver.cookie, "/api/gifts/local/pay", { method: "POST", json: { id } })).status).toBe(
      200,
    );
    const link = new URL(await mailedLink(giver.email, "gift="));

    for (const [width, viewport, colorScheme] of looks) {
      const context = await newContext(browser, viewport, { colorScheme });
      const page = await context.newPage();
      await page.goto(link.pathname + link.search);
      await page.waitForURL((url) => url.pathname === "/auth");
      await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
      await page.getByText("A gift is waiting for you").waitFor();
      if (width === "390" && colorScheme === "light") {
        const confirm = await signUpHere(page, "Robin");
        await page.goto(confirm);
        await page.waitForURL((url) => url.pathname === "/billing/manage");
      } else {
        await createMember({ context });
        await page.goto(link.pathname + link.search);
      }
      const card = page.getByRole("region", { name: "Your gift" });
      await card.getByRole("heading", { name: "Gale gave you 6 months of Grace Journey" }).waitFor();
      await card.getByText("“For the mornings you keep for yourself.”").waitFor();
      await card.getByRole("button", { name: "Redeem my gift" }).waitFor();
      await screenshot(page, `polish3-gift-card-${width}-${colorScheme}`);
      await context.close();
    }
  });
});

describe("search keeps what she looked for (item 6)", () => {
  it("marks the words found and keeps ?q= in the address, through a reload and Back", async () => {
    for (const [width, viewport, colorScheme] of looks) {
      const context = await newContext(browser, viewport, { colorScheme });
      const { cookie } = await createMember({ context });
      for (const [day, value] of [
        [1, "Rest came slowly, but it came. I rested after lunch."],
        [2, "A walk by the water, and nothing else."],
      ] as const) {
        const saved = await apiAs(cookie, `/api/journal/${day}`, {
          method: "PUT",
          json: { value, baseRevision: 0 },
        });
        expect(saved.status).toBe(200);
      }
      const page = await context.newPage();
      await page.goto("/journal");
      await page.getByText("2 entries.").waitFor();
      await page.getByLabel("Search your reflections").fill("rest");
      await page.getByText("1 entry contains “rest”.").waitFor();
      await page.waitForURL((url) => url.searchParams.get("q") === "rest");
      const marks = page.locator("article mark");
      await expect.poll(() => marks.allTextContents()).toEqual(["Rest", "rest"]);
      await screenshot(page, `polish3-journal-search-${width}-${colorScheme}`);
      if (width !== "390" || colorScheme !== "light") {
        await context.close();
        continue;
      }

      await page.reload();
      await page.getByText("1 entry contains “rest”.").waitFor();
      expect(await page.getByLabel("Search your reflections").inputValue()).toBe("rest");
      await expect.poll(() => marks.count()).toBe(2);

      await page.getByRole("link", { name: /^Day 1 · / }).click();
      await page.waitForURL("**/day/1");
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/journal" && url.searchParams.get("q") === "rest");
      await page.getByText("1 entry contains “rest”.").waitFor();
      expect(await page.getByLabel("Search your reflections").inputValue()).toBe("rest");

      // Clearing the search takes it out of the address.
      await page.getByLabel("Search your reflections").fill("");
      await page.getByText("2 entries.").waitFor();
      await page.waitForURL((url) => url.pathname === "/journal" && url.search === "");
      await context.close();
    }
  });
});

describe("small things (item 7)", () => {
  it("the sign-up toast shows below the header on a phone, not over it", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await newContext(browser, viewports.phone, { colorScheme });
      const page = await context.newPage();
      await page.goto("/auth?tab=sign-up");
      await signUpHere(page, "Tess");
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Account created!" });
      const header = await page.locator("header").first().boundingBox();
      const box = await toast.boundingBox();
      expect(box && header && box.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      await page.screenshot({ path: `screenshots/polish3-sign-up-toast-390-${colorScheme}.png` });
      await context.close();
    }
  });

  it("a PDF button says it is making the PDF while it works, and is disabled", async () => {
    const context = await newContext(browser, viewports.phone);
    await createMember({ context });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/worksheets/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/printables");
    const month = new Date().toLocaleString("en-US", { month: "long" });
    const first = page.getByRole("region", { name: month }).getByTestId("printable-card").first();
    await first.getByRole("button", { name: /^Download PDF of / }).click();
    const working = first.getByRole("button", { name: /^Making your PDF… / });
    await working.waitFor();
    expect(await working.textContent()).toContain("Making your PDF…");
    expect(await working.isDisabled()).toBe(true);
    await page.screenshot({ path: "screenshots/polish3-pdf-making-390-light.png" });
    const download = page.waitForEvent("download");
    release();
    await download;
    await first.getByRole("button", { name: /^Download PDF of / }).waitFor();
    await context.close();
  });

  it("the gift's payment toast names the day in words", async () => {
    const context = await newContext(browser, viewports.phone);
    const buyer = await createMember({ context });
    const order = { plan: "flow", months: 3, recipientEmail: buyer.email };
    const bought = await apiAs<{ url: string }>(buyer.cookie, "/api/gifts", { method: "POST", json: order });
    const page = await context.newPage();
    const payPage = new URL(bought.body.url);
    await page.goto(payPage.pathname + payPage.search);
    await page.getByRole("button", { name: "Pay for the gift (test mode)" }).click();
    const today = new Date().toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });
    await page.getByText(`Your gift is paid. We will mail it on ${today}.`).waitFor();
    await context.close();
  });

  it("the cohort table reads in the dark theme: no white cells under light text", async () => {
    await createMember();
    for (const [width, viewport, colorScheme] of looks) {
      const context = await newContext(browser, viewport, { colorScheme });
      await signInAdmin(context);
      const page = await context.newPage();
      await page.goto("/admin/path");
      const table = page.getByRole("region", { name: "Weekly cohorts table" });
      await table.locator("td").first().waitFor();
      const backgrounds = await table
        .locator("td[style]")
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundColor));
      expect(backgrounds.length).toBeGreaterThan(0);
      if (colorScheme === "dark") expect(backgrounds).not.toContain("rgb(255, 255, 255)");
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `polish3-cohorts-${width}-${colorScheme}`);
      await context.close();
    }
  });
});

/** Saves a check-in for today and the days before it (the server takes yesterday at the earliest), so the growth charts have something to draw. */
async function checkInsFor(cookie: string, days: number) {
  const moods = ["overwhelmed", "anxious", "neutral", "peaceful", "energized"];
  for (let back = 0; back < days; back++) {
    const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const value = {
      mood: moods[back % moods.length],
      energy: "medium",
      gratitude: "Tea",
      challenge: "Emails",
      intention: "Rest",
      timestamp: new Date().toISOString(),
    };
    const saved = await apiAs(cookie, `/api/check-ins/${date}`, {
      method: "PUT",
      json: { value, baseRevision: 0 },
    });
    expect(saved.status).toBe(200);
  }
}

/** Each chart label's size as drawn on screen, in CSS pixels (its font size times the SVG's scale). */
const drawnLabelSizes = (page: Page) =>
  page.locator("figure svg text").evaluateAll((texts) =>
    texts.map((text) => {
      const svg = text.closest("svg") as SVGSVGElement;
      const drawn = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Number.parseFloat(getComputedStyle(text).fontSize) * drawn;
    }),
  );

describe("charts follow her text size (item 5)", () => {
  it("no growth chart label is under 12 px at the default size, and they grow at Larger", async () => {
    for (const [width, viewport, colorScheme] of looks) {
      const context = await newContext(browser, viewport, { colorScheme });
      const { cookie } = await createMember({ context });
      await checkInsFor(cookie, 2);
      const sizes: Record<string, number[]> = {};
      for (const textSize of ["normal", "larger"] as const) {
        await saveSettingAs(cookie, "appearance", { theme: colorScheme, textSize });
        const page = await context.newPage();
        await page.goto("/growth");
        await page.locator("figure svg text", { hasText: "Overwhelmed" }).first().waitFor();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.textSize ?? "normal"))
          .toBe(textSize);
        await expect
          .poll(async () => Math.min(...(await drawnLabelSizes(page))))
          .toBeGreaterThanOrEqual(textSize === "normal" ? 12 : 15);
        sizes[textSize] = await drawnLabelSizes(page);
        await screenshot(page, `polish3-growth-${textSize}-${width}-${colorScheme}`);
        await page
          .locator("figure")
          .first()
          .screenshot({ path: `screenshots/polish3-growth-chart-${textSize}-${width}-${colorScheme}.png` });
        await page.close();
      }
      expect(Math.min(...(sizes.larger ?? [])) / Math.min(...(sizes.normal ?? []))).toBeGreaterThanOrEqual(
        1.2,
      );
      await context.close();
    }
  });
});

describe("her journal offline (item 2)", () => {
  it("the journal, open pages and growth read from what the device keeps; what she wrote offline is 'Not sent yet'", async () => {
    const context = await newContext(browser, viewports.phone, { serviceWorkers: "allow" });
    const { cookie } = await createMember({ context });
    await checkInsFor(cookie, 1);
    const saved = await apiAs(cookie, "/api/journal/1", {
      method: "PUT",
      json: { value: "The kettle sang and I let it finish.", baseRevision: 0 },
    });
    expect(saved.status).toBe(200);
    const page = await context.newPage();
    // One visit of each, online: the worker keeps their answers.
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await waitUntilKept(page, "/api/journey/days/2");
    for (const [path, kept] of [
      ["/journal", "/api/journal"],
      ["/journal/pages", "/api/pages"],
      ["/growth", "/api/check-ins"],
      // The named reads at their own addresses (docs/offline.md): what helps, and on this day.
      ["/growth", "/api/check-in-patterns"],
      ["/dashboard", "/api/on-this-day"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      await expect
        .poll(() =>
          page.evaluate(async (wanted) => {
            const keys = await (await caches.open("member-api")).keys();
            return keys.some((request) => new URL(request.url).pathname === wanted);
          }, kept),
        )
        .toBe(true);
    }

    await context.setOffline(true);
    await page.goto("/day/2");
    await page.getByLabel("Your reflection").fill("Written on the train, no signal at all.");
    await page.locator('[role="status"][data-status="offline"]').waitFor();

    await page.goto("/journal");
    await page.getByText("You are offline.", { exact: false }).first().waitFor();
    const notSent = page.getByRole("region", { name: "Not sent yet" });
    await notSent.getByRole("link", { name: "Day 2" }).waitFor();
    await notSent.getByText("Written on the train").waitFor();
    expect(await notSent.getByRole("listitem").getByText("Not sent yet", { exact: true }).count()).toBe(1);
    await page.getByRole("link", { name: /^Day 1 · / }).waitFor();
    await page.getByText("The kettle sang").waitFor();
    expect(await page.getByText("We could not reach the server").count()).toBe(0);
    await screenshot(page, "polish3-journal-offline-390-light");

    await page.goto("/journal/pages");
    await page.getByText("No pages yet").waitFor();
    expect(await page.getByText("We could not reach the server").count()).toBe(0);

    await page.goto("/growth");
    await page.locator("figure svg text", { hasText: "Overwhelmed" }).first().waitFor();
    expect(await page.getByText("We could not reach the server").count()).toBe(0);
    await screenshot(page, "polish3-growth-offline-390-light");

    // Back online, it is sent and leaves the list.
    await context.setOffline(false);
    await expect
      .poll(async () => (await apiAs<{ value: string }>(cookie, "/api/journal/2")).body.value, {
        timeout: 20_000,
      })
      .toBe("Written on the train, no signal at all.");
    await page.goto("/journal");
    await page.getByRole("link", { name: /^Day 2 · / }).waitFor();
    expect(await page.getByRole("region", { name: "Not sent yet" }).count()).toBe(0);
    await context.close();
  });
});

describe("the coach's console loads only what it shows (item 8)", () => {
  it("with the service worker on, opening /admin asks for no journey days; the journal still keeps them", async () => {
    const context = await newContext(browser, viewports.desktop, { serviceWorkers: "allow" });
    await signInAdmin(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/journey")) asked.push(path);
    });
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    expect(asked.filter((path) => path.startsWith("/api/journey/days/"))).toEqual([]);

    // Her own journal, in a tab of its own, keeps what she needs offline as before.
    const journal = await context.newPage();
    await journal.goto("/dashboard");
    await journal.getByText("Journey Progress").waitFor();
    await waitUntilKept(journal, "/api/journey/days/75");
    await context.close();
  });
});
