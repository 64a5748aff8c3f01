import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/support/chromium";
import { createVerifiedMember, startBuiltServer } from "../tests/support/server-process";

// Screenshots of pages for a person to look at: `npm run screenshots -- /journal /growth` (after
// `npm run build`). A fresh Grace Collective member on a fresh data dir, each page at 390 and
// 1280 px, in light and dark, into screenshots/ (git-ignored). SHOTS_TEXT_SIZE=larger and
// SHOTS_WIDTHS=320,390 change the text size and widths; SHOTS_SEED=1 gives her three reflections and
// two check-ins first.

const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const widths = (process.env.SHOTS_WIDTHS ?? "390,1280").split(",").map(Number);
const textSize = process.env.SHOTS_TEXT_SIZE ?? "normal";

const server = await startBuiltServer();
const browser = await launchBrowser();
try {
  const cookie = await createVerifiedMember(server.url, "shots@grace.test", "10.9.9.9", {
    firstName: "Maya",
  });
  const call = (path: string, method: string, json: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  await call("/api/billing/local/confirm", "POST", { plan: "collective", isAnnual: false });
  if (process.env.SHOTS_SEED) await seed(call);
  mkdirSync("screenshots", { recursive: true });
  for (const [revision, theme] of (["light", "dark"] as const).entries()) {
    await call("/api/settings/appearance", "PUT", { value: { theme, textSize }, baseRevision: revision });
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: theme,
        reducedMotion: "reduce",
      });
      const token = cookie.split("; ").find((c) => c.startsWith("better-auth.session_token=")) ?? "";
      const value = token.slice(token.indexOf("=") + 1);
      await context.addCookies([{ name: "better-auth.session_token", value, url: server.url }]);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(server.url + route, { waitUntil: "networkidle" });
        const file = `screenshots/${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${theme}-${textSize}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        console.log(`${file}${overflow > 0 ? ` — scrolls sideways by ${overflow}px` : ""}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Three reflections (days 1–3, the first two completed) and check-ins for yesterday and today. */
async function seed(call: (path: string, method: string, json: unknown) => Promise<Response>) {
  const words = [
    "I noticed how often I say yes before I have even heard the question. Today I paused once.",
    "The weight I carry is mostly other people's deadlines. Mine can wait until morning.",
    "Tiredness lands in my shoulders first, then in how short I am with people I love.",
  ];
  for (const [index, value] of words.entries()) {
    await call(`/api/journal/${index + 1}`, "PUT", { value, baseRevision: 0 });
    if (index < 2) await call(`/api/journal/${index + 1}/complete`, "POST", {});
  }
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const [offset, mood, energy] of [
    [-1, "overwhelmed", "low"],
    [0, "peaceful", "medium"],
  ] as const) {
    await call(`/api/check-ins/${day(offset)}`, "PUT", {
      value: {
        mood,
        energy,
        gratitude: "A slow coffee on the porch",
        challenge: "Saying no to one more meeting",
        intention: "Leave my laptop closed after seven",
        timestamp: new Date().toISOString(),
      },
      baseRevision: 0,
    });
  }
}
