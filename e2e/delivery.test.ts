import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newContext } from "./support/browser";

// How the built app reaches a first-time visitor (docs/architecture.md, "Budgets"): compressed, the public pages
// prerendered, their fonts asked for up front, and without a single failed request or console
// error (a hydration mismatch would show as one).

const get = (path: string) => fetch(baseURL() + path, { headers: { "accept-encoding": "br, gzip" } });
const linksIn = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, "g"))].map(
    (match) => match[1] as string,
  );

describe("delivery of the public pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sends the home page and its scripts compressed, scripts cached for a year", async () => {
    const home = await get("/");
    expect(home.headers.get("content-encoding")).toBe("br");
    const html = await home.text();
    // The build compressed the page once (scripts/prerender.ts): each encoding holds the same page.
    for (const encoding of ["gzip", "identity"]) {
      const other = await fetch(`${baseURL()}/`, { headers: { "accept-encoding": encoding } });
      expect(other.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(await other.text()).toBe(html);
    }
    // boot.ts first, the app listed on its tag (the next test).
    const [, boot, app] =
      /<script type="module" crossorigin src="([^"]+)" data-app="([^" ]+)/.exec(html) ?? [];
    expect(boot).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    expect(app).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const script of [boot, app] as string[]) {
      const asset = await get(script);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-type")).toContain("javascript");
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // boot.ts, under 1 kB, is sent as it is (precompress() in vite.config.ts); the app compressed.
    expect((await get(app as string)).headers.get("content-encoding")).toBe("br");
  });

  it("preloads the three Latin fonts the first screen is set in", async () => {
    const fonts = linksIn(await (await get("/")).text(), "preload");
    expect(fonts.map((href) => href.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort()).toEqual([
      "/assets/fraunces-latin-600-normal.woff2",
      "/assets/inter-latin-400-normal.woff2",
      "/assets/inter-latin-600-normal.woff2",
    ]);
    for (const href of fonts) expect((await get(href)).status).toBe(200);
  });

  it("sends the public pages' first screen in the HTML, which the app then takes over", async () => {
    for (const [path, heading] of [
      ["/", "Grind to Grace</span></h1>"],
      ["/pricing", "Choose the pace that feels like grace</h1>"],
      ["/auth", "Welcome, gently</h1>"],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html).toContain('<div id="root"><div class="flex min-h-dvh flex-col">');
      expect(html).toContain(heading);
    }
    expect(await (await get("/dashboard")).text()).toContain('<div id="root"></div>');

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").waitFor();
    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill("typed.after@example.test");
    expect(await page.getByLabel("Email").inputValue()).toBe("typed.after@example.test");
    await context.close();
  });

  it("asks for the app of /, /pricing and /auth once their first screen is painted, with the page's own code", async () => {
    const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
      string,
      { file: string }
    >;
    const context = await newContext(browser);
    for (const [path, pageModule] of [
      // Home's own code is the app's entry.
      ["/", "index.html"],
      ["/pricing", "features/pricing/pricing-page.tsx"],
      ["/auth", "features/auth/auth-page.tsx"],
    ] as const) {
      const html = await (await get(path)).text();
      const app = /<script type="module" crossorigin src="[^"]+" data-app="([^"]+)"/
        .exec(html)?.[1]
        ?.split(" ");
      expect(app?.[0]).toBe(`/${manifest["index.html"]?.file}`);
      expect(app).toContain(`/${manifest[pageModule]?.file}`);

      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole("link", { name: "Get Started" }).waitFor();
      const [painted, asked] = await page.evaluate((entry) => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const request = performance.getEntriesByType("resource").find((r) => r.name.endsWith(entry));
        return [paint, request?.startTime];
      }, app?.[0] ?? "");
      expect(asked).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
      await page.close();
    }
    await context.close();
  });

  it("tells crawlers what to skip", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("Disallow: /api/");
  });

  it("a first visit to each public page logs no error and has no failed request", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("response", (res) => res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`));
    for (const [path, heading] of [
      ["/", "Welcome to Grind to Grace"],
      ["/pricing", "Choose the pace that feels like grace"],
      ["/auth", "Welcome"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.getByRole("link", { name: "Get Started" }).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
