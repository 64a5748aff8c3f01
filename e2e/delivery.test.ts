import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newContext } from "./support/browser";

// How the built app reaches a first-time visitor (DESIGN §9, issue 7): compressed, with its fonts and
// the public pages' code asked for up front, and without a single failed request or console error.

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
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] as string;
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
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

  it("has /pricing and /auth name their page's code, which the server has", async () => {
    for (const [path, chunk] of [
      ["/pricing", "pricing-page"],
      ["/auth", "auth-page"],
    ] as const) {
      const preloaded = linksIn(await (await get(path)).text(), "modulepreload");
      const page = preloaded.find((href) => href.includes(`/${chunk}-`));
      expect(page, `${path} preloads ${chunk}`).toBeDefined();
      expect((await get(page as string)).status).toBe(200);
    }
    expect(
      linksIn(await (await get("/")).text(), "modulepreload").some((href) => href.includes("page-")),
    ).toBe(false);
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
