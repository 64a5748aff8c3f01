import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyOutline } from "../src/content/journey-outline";
import { journeyPrompts } from "../src/content/journey-prompts";
import { launchBrowser, newContext } from "./support/browser";
import { apiAs, createMember } from "./support/members";
import { waitForWaitingWorker, waitUntilKept } from "./support/service-worker";

// docs/offline.md: installable, opens with the network off after one visit, keeps a member's answers for
// her alone (docs/offline.md). Chromium with its service worker allowed; offline is
// `context.setOffline(true)`.

const prompt = (day: number) => journeyPrompts.find((entry) => entry.day === day)?.prompt ?? "";
const title = (day: number) => journeyOutline.find((entry) => entry.day === day)?.title ?? "";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function memberContext(plan?: "flow") {
  const context = await newContext(browser, undefined, { serviceWorkers: "allow" });
  const member = await createMember({ context, firstName: "Ines" });
  if (plan) {
    const res = await apiAs(member.cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan, isAnnual: false },
    });
    expect(res.status).toBe(200);
  }
  return { context, ...member };
}

/** Waits until the service worker controls the page and has kept what she needs offline. */
async function readyOffline(page: Page, day: number) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await waitUntilKept(page, `/api/journey/days/${day}`);
}

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has("member-api"))) return [];
    const keys = await (await caches.open("member-api")).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });

describe("installable", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context } = await memberContext());
    page = await context.newPage();
  }, 60_000);

  it("links a manifest with the name, colours, start page and 192, 512 and maskable icons", async () => {
    await page.goto("/dashboard");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const res = await page.request.get(href as string);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: "Grind to Grace",
      short_name: "Grace",
      start_url: "/dashboard",
      display: "standalone",
      theme_color: "#faf6f0",
      background_color: "#faf6f0",
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const size = Number(icon.sizes.split("x")[0]);
      // The PNG header's width: the icon is the size the manifest says.
      expect((await image.body()).readUInt32BE(16), icon.src).toBe(size);
    }
    // Safari's "Add to Home Screen" takes its icon from a link instead.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await page.request.get(touchIcon as string)).headers()["content-type"]).toBe("image/png");
  });

  it("passes Chromium's install checks, controlled by a service worker the browser checks again each time", async () => {
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
    expect(new URL(scriptURL).pathname).toBe("/sw-worker.js");
    const worker = await page.request.get("/sw-worker.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Chromium's own install criteria; a test context is always incognito, which alone blocks installing.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
  });
});

describe("with the network off", () => {
  let context: BrowserContext;
  let page: Page;
  let cookie: string;

  beforeAll(async () => {
    ({ context, cookie } = await memberContext("flow"));
    page = await context.newPage();
  }, 60_000);

  it("opens the dashboard, an open day, a paid day, a tool and the affirmations after one visit", async () => {
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await readyOffline(page, 8);
    await page.goto("/day/2");
    await page.getByText(prompt(2)).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByText(prompt(2)).waitFor();
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your 75-Day Soul Path" }).waitFor();
    await page.getByText(title(3)).first().waitFor();
    // Day 8 is Grace Flow's: she never opened it, and it opens offline all the same.
    await page.goto("/day/8");
    await page.getByText(prompt(8)).waitFor();
    await page.goto("/tools/ask-for-help");
    await page.getByRole("heading", { name: "Ask for Help Challenge" }).waitFor();
    await page.goto("/affirmations");
    await page.getByRole("heading", { name: "Affirmations Calendar" }).waitFor();
    await page.getByTestId("affirmation-card").first().waitFor();
    for (const [path, heading] of [
      ["/tools/check-in", "Check-in"],
      ["/bonus-tools", "Bonus Tools"],
      ["/printables", "Printables"],
      ["/affirmations-90", "90 Days of Inspired Daily Affirmations"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    }
    // A mistyped address gets the app's own 404 page, with its way home, not the browser's error.
    await page.goto("/dashbaord");
    await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
    await context.setOffline(false);
  });

  it("goes from page to page offline without a reload, each answered from what she keeps", async () => {
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await context.setOffline(true);
    // The connection drops while the app is open: her next presses are in-app links.
    await page.getByRole("tab", { name: /Core Journey/ }).click();
    await page.locator('a[href="/day/8"]').click();
    await page.getByText(prompt(8)).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Affirmations" }).click();
    await page.getByTestId("affirmation-card").first().waitFor();
    await context.setOffline(false);
  });

  it("keeps a reflection typed offline and sends it to the server once back online", async () => {
    await page.goto("/day/3");
    await page.getByText(prompt(3)).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByText(prompt(3)).waitFor();
    await page.getByLabel("Your reflection").fill("Typed in a waiting room, no signal.");
    const offline = page.locator('[role="status"][data-status="offline"]');
    await offline.waitFor();
    expect(await offline.textContent()).toBe("Offline — will sync");
    expect((await apiAs(cookie, "/api/journal/3")).body).toMatchObject({ revision: 0 });

    await context.setOffline(false);
    await page.locator('[role="status"][data-status="saved"]').waitFor({ timeout: 20_000 });
    expect((await apiAs(cookie, "/api/journal/3")).body).toMatchObject({
      value: "Typed in a waiting room, no signal.",
      revision: 1,
    });
  });

  it("never answers from the cache while online: a day completed elsewhere shows at once", async () => {
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    expect(await cachedPaths(page)).toContain("/api/journey");
    const done = await apiAs(cookie, "/api/journal/1/complete", { method: "POST" });
    expect(done.status).toBe(200);
    await page.reload();
    await page.getByText("1/75").waitFor();
  });

  it("drops a paid day from the cache once her plan no longer opens it", async () => {
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    expect(await cachedPaths(page)).toContain("/api/journey/days/8");
    const ended = await apiAs(cookie, "/api/billing/local/cancel", {
      method: "POST",
      json: { atPeriodEnd: false },
    });
    expect(ended.status).toBe(200);
    await page.reload();
    await page.getByText("Journey Progress").waitFor();
    await expect.poll(() => cachedPaths(page)).not.toContain("/api/journey/days/8");
    expect(await cachedPaths(page)).toContain("/api/journey/days/2");
    const again = await apiAs(cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    expect(again.status).toBe(200);
  });

  it("forgets her cached days at sign-out, so the next person offline finds nothing of hers", async () => {
    await page.goto("/day/8");
    await page.getByText(prompt(8)).waitFor();
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    expect(await cachedPaths(page)).toEqual(expect.arrayContaining(["/api/session", "/api/journey/days/8"]));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await cachedPaths(page)).toEqual([]);

    await context.setOffline(true);
    await page.goto("/day/8");
    await page.getByRole("heading", { name: "Welcome, gently" }).waitFor();
    await expect.poll(() => page.getByText(prompt(8)).count()).toBe(0);
    await context.setOffline(false);
  });
});

describe("one browser, two members", () => {
  it("keeps no day a member may not open, and drops the last member's answers when another signs in", async () => {
    const first = await memberContext("flow");
    const page = await first.context.newPage();
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await readyOffline(page, 8);

    // Her session ends without a sign-out (it expired); a free member signs in on the same browser.
    await first.context.clearCookies();
    const second = await createMember({ context: first.context, firstName: "Noor" });
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    // The cache is hers once it holds her session (the first member's days went with the old one).
    const cachedEmail = () =>
      page.evaluate(async () => {
        const session = await (await caches.open("member-api")).match("/api/session");
        return ((await session?.json()) as { user?: { email?: string } } | undefined)?.user?.email;
      });
    await expect.poll(cachedEmail, { timeout: 30_000, interval: 200 }).toBe(second.email);
    await readyOffline(page, 5);
    const paths = await cachedPaths(page);
    expect(paths).toContain("/api/journey/days/5");
    expect(paths.filter((path) => /\/days\/([6-9]|\d\d)$/.test(path))).toEqual([]);
    await first.context.close();
  });
});

describe("a new version", () => {
  it("is offered with a small notice once she stops typing, and Reload brings it in", async () => {
    const { context } = await memberContext();
    const page = await context.newPage();
    await page.goto("/day/1");
    await page.getByText(prompt(1)).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const before = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    const reflection = page.getByLabel("Your reflection");
    await reflection.click();
    await reflection.pressSequentially("Half a thought");

    // A new build: the same worker with one more line (the server reads it from disk each time).
    const file = "dist/client/sw-worker.js";
    const original = readFileSync(file);
    try {
      writeFileSync(file, Buffer.concat([original, Buffer.from("\n// the next version\n")]));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await waitForWaitingWorker(page);
    } finally {
      writeFileSync(file, original);
    }
    const notice = page.getByText("A new version is ready");
    // She goes on writing: nothing interrupts her.
    await reflection.pressSequentially(", and then the rest of it");
    await expect.poll(() => notice.count()).toBe(0);
    expect(await reflection.evaluate((el) => el === document.activeElement)).toBe(true);

    await reflection.blur();
    await notice.waitFor();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    await page.getByText(prompt(1)).waitFor();
    expect(await reflection.inputValue()).toBe("Half a thought, and then the rest of it");
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, active: before });
    await context.close();
  });
});
