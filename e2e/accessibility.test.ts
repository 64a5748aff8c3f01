import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportPage } from "../src/content/care-lines";
import { journeyOutline } from "../src/content/journey-outline";
import { guides, resources } from "../src/content/resources";
import { canOpenDay } from "../src/domain/day-access";
import { type PlanKey, planByKey } from "../src/domain/plans";
import { paths, viewOf } from "../src/domain/routes";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, viewports } from "./support/browser";
import { adminCookie, apiAs, createMember, PASSWORD, signInContext } from "./support/members";
import {
  inspectFocus,
  layoutProblems,
  resetFocus,
  resize,
  settle,
  unreachedControls,
} from "./support/page-checks";

// Issue "Trust", accessibility: axe-core (WCAG 2.2 AA) on every route as every kind of visitor and
// with every dialog open; every control reached by keyboard with a visible focus ring; dialogs that
// trap and return focus; ARIA tabs; reduced motion; reflow at 320 px and 200% zoom. One browser, one
// page per persona, reused throughout.

type PersonaKey = "visitor" | "free" | "flow" | "journey" | "collective" | "admin";
interface Persona {
  key: PersonaKey;
  label: string;
  plan?: PlanKey;
}

const personas: Persona[] = [
  { key: "visitor", label: "a visitor (signed out)" },
  { key: "free", label: "a free member" },
  { key: "flow", label: "Grace Flow", plan: "flow" },
  { key: "journey", label: "Grace Journey", plan: "journey" },
  { key: "collective", label: "Grace Collective", plan: "collective" },
  { key: "admin", label: "the admin" },
];

type Access = "public" | "member" | "admin";
interface RouteCase {
  path: string;
  access: Access;
  heading: string;
  day?: number;
}

const dayRoute = (day: number): RouteCase => ({
  path: paths.day(day),
  access: "member",
  heading: journeyOutline.find((entry) => entry.day === day)?.title ?? "",
  day,
});

// spec §2's route table (src/domain/routes.ts `paths`), with an open day, locked days and the 404.
const routes: RouteCase[] = [
  { path: paths.home, access: "public", heading: "Welcome to" },
  { path: paths.auth, access: "public", heading: "Welcome, gently" },
  { path: paths.resetPassword, access: "public", heading: "Choose a new password" },
  {
    path: `${paths.resetPassword}?token=not-a-real-token`,
    access: "public",
    heading: "Choose a new password",
  },
  { path: paths.pricing, access: "public", heading: "Choose the pace that feels like grace" },
  { path: "/no-such-page", access: "public", heading: "Oops! Page not found" },
  { path: paths.dashboard, access: "member", heading: "Your 75-Day Soul Path" },
  dayRoute(1),
  dayRoute(6),
  dayRoute(26),
  dayRoute(31),
  { path: paths.bonusTools, access: "member", heading: "Bonus Tools" },
  { path: paths.askForHelp, access: "member", heading: "Ask for Help Challenge" },
  { path: paths.checkIn, access: "member", heading: "Check-in" },
  { path: paths.getTogether, access: "member", heading: "Get it Together" },
  { path: paths.cleanForClarity, access: "member", heading: "Clean for Clarity" },
  { path: paths.pressPlay, access: "member", heading: "Press Play for Grace" },
  { path: paths.affirmations, access: "member", heading: "Affirmations Calendar" },
  { path: paths.affirmations90, access: "member", heading: "90 Days of Inspired Daily Affirmations" },
  { path: paths.printables, access: "member", heading: "Printables" },
  { path: `${paths.checkout}?plan=flow&period=monthly`, access: "member", heading: "Checkout" },
  { path: paths.billing, access: "member", heading: "Billing" },
  { path: paths.account, access: "member", heading: "Your account" },
  { path: paths.journal, access: "member", heading: "Your journal" },
  { path: paths.growth, access: "member", heading: "How you have been" },
  { path: paths.pages, access: "member", heading: "Open pages" },
  { path: paths.support, access: "public", heading: supportPage.title },
  { path: paths.privacy, access: "public", heading: "What we can and cannot see" },
  { path: paths.admin, access: "admin", heading: "Admin Dashboard" },
  { path: paths.adminTab("members"), access: "admin", heading: "Admin Dashboard" },
  { path: paths.adminTab("broadcasts"), access: "admin", heading: "Admin Dashboard" },
  { path: paths.adminTab("team"), access: "admin", heading: "Admin Dashboard" },
  { path: paths.teamJoin, access: "member", heading: "Join the team" },
];

/** The heading a persona lands on: protected pages send visitors to /auth, members away from admin. */
function landingHeading(route: RouteCase, persona: Persona): string {
  if (persona.key === "visitor") return route.access === "public" ? route.heading : "Welcome, gently";
  if (route.path === paths.auth) return "Your 75-Day Soul Path";
  if (route.access === "admin" && persona.key !== "admin") return "Your 75-Day Soul Path";
  // A member with another plan is sent from its checkout to the plan change on the billing page.
  const checkoutPlan =
    route.path.startsWith(paths.checkout) && new URLSearchParams(route.path.split("?")[1]).get("plan");
  if (checkoutPlan && persona.plan && persona.plan !== checkoutPlan) return "Billing";
  return route.heading;
}

function entitlement(persona: Persona) {
  return {
    subscribed: Boolean(persona.plan),
    tier: persona.plan ? planByKey(persona.plan).name : null,
    isAdmin: persona.key === "admin",
  };
}

let browser: Browser;
const pages = new Map<PersonaKey, Page>();
const emails = new Map<PersonaKey, string>();
const tally = { visits: 0, axe: 0, layouts: 0, focusStops: 0, dialogs: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all(
    personas.map(async (persona) => {
      const context = await newContext(browser);
      if (persona.key === "admin") {
        await signInContext(context, await adminCookie());
      } else if (persona.key !== "visitor") {
        const member = await createMember({ context });
        emails.set(persona.key, member.email);
        if (persona.plan) {
          const res = await apiAs(member.cookie, "/api/billing/local/confirm", {
            method: "POST",
            json: { plan: persona.plan, isAnnual: false },
          });
          expect(res.status).toBe(200);
        }
      }
      pages.set(persona.key, await context.newPage());
    }),
  );
}, 120_000);

afterAll(async () => {
  console.info(
    `accessibility: ${routes.length} routes × ${personas.length} personas (${tally.visits} page visits), ` +
      `${tally.axe} axe-core WCAG 2.2 AA checks (${tally.dialogs} of them with a dialog, the phone menu, a second tab or a toast open), ` +
      `${tally.layouts} reflow checks at 320 px and 200% zoom, ${tally.focusStops} keyboard focus stops`,
  );
  await browser?.close();
});

const pageOf = (key: PersonaKey) => pages.get(key) as Page;
const personaOf = (key: PersonaKey) => personas.find((persona) => persona.key === key) as Persona;

/**
 * Opens a page the way a person moves through the app: the first time by loading it, then by the
 * app's own navigation (much faster than reloading; a reload when only the query or the console's tab changes).
 */
async function open(page: Page, path: string) {
  const target = new URL(path, "http://x");
  const current = page.url().startsWith("http") ? new URL(page.url()) : null;
  // Within one screen (the console's tabs) the page stays, heading and all: load it.
  if (!current || viewOf(current.pathname) === viewOf(target.pathname)) {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      document.querySelector("h1")?.setAttribute("data-left", "");
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await page.locator("h1:not([data-left])").first().waitFor();
  }
  await settle(page);
  tally.visits++;
}

async function axe(page: Page) {
  tally.axe++;
  return axeViolations(page);
}

/** A full page load: focus and the Tab starting point are where a new visit has them. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  tally.visits++;
}

/** Reflow (320 px wide) and 200% zoom (a 1280 × 900 window at 200% is 640 × 450 CSS pixels). */
async function reflowProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const [label, width, height] of [
    ["320 px", 320, 640],
    ["200% zoom", 640, 450],
  ] as const) {
    await resize(page, width, height);
    tally.layouts++;
    problems.push(...(await layoutProblems(page)).map((problem) => `${label}: ${problem}`));
  }
  await resize(page, viewports.desktop.width, viewports.desktop.height);
  return problems;
}

describe("the instruments", () => {
  it("notice a missing name, sideways scrolling, cut-off, cramped and overlapping controls, a missing focus ring and focus under the header", async () => {
    const page = pageOf("visitor");
    await open(page, paths.home);
    await page.evaluate(() => {
      const broken = document.createElement("div");
      broken.innerHTML =
        '<img src="/favicon.svg"><button id="bare" style="outline: none"></button><p style="width: 2000px">wide</p>' +
        '<div style="overflow: hidden; width: 60px"><button style="width: 200px">cut off</button></div>' +
        '<button style="width: 40px; height: 20px; white-space: nowrap">far too long a label</button>' +
        '<div style="position: relative"><a href="/" style="position: absolute">one</a><a href="/">two</a></div>';
      document.querySelector("main")?.append(broken);
      document.getElementById("bare")?.focus();
    });
    const violations = (await axeViolations(page)).join("\n");
    expect(violations).toContain("image-alt");
    expect(violations).toContain("button-name");
    const layout = (await layoutProblems(page)).join("\n");
    for (const problem of [
      "scrolls sideways",
      '"cut off" is cut off',
      "too small for its text",
      '"one" overlaps a "two"',
    ])
      expect(layout).toContain(problem);
    expect((await inspectFocus(page)).problem).toContain("no visible focus ring");
    await page.evaluate(() => {
      const link = document.querySelector("main a[href]") as HTMLElement;
      window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 8);
      link.focus({ preventScroll: true });
    });
    expect((await inspectFocus(page)).problem).toContain("hidden behind the sticky header");
    await page.reload();
  });
});

// Each persona walks the route table in its own page; the six walks run side by side.
describe.concurrent("every route, as every persona", () => {
  it("the table covers every page path of the app", () => {
    const covered = new Set(routes.map((route) => route.path.split("?")[0]));
    const staticPaths = Object.values(paths).filter((value) => typeof value === "string");
    expect(staticPaths.filter((path) => !covered.has(path))).toEqual([]);
  });

  // Concurrent tests assert with their own `expect` (the test context's): the global one may not know,
  // between two awaits, which of the six walks is asking, and `expect.poll` then throws.
  it.for(personas.map((persona) => [persona.label, persona] as const))(
    "%s: axe finds nothing on any page, and each reads at 320 px wide and zoomed to 200%",
    // Six walks of 29 pages side by side, beside another test file on two cores: 90–100 s each on a
    // quiet machine (e2e/support/axe.ts), about twice that on a slow one; the limit only ends a walk
    // that is stuck.
    { timeout: 360_000 },
    async ([_label, persona], { expect }) => {
      const page = pageOf(persona.key);
      const found: Record<string, string[]> = {};
      const checked = new Set<string>();
      for (const route of routes) {
        await open(page, route.path);
        // A page may send her on once it knows her (the checkout, to the plan change): wait for where she lands.
        const heading = landingHeading(route, persona);
        await page
          .locator("h1", { hasText: heading })
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        expect(await page.locator("h1").first().textContent(), route.path).toContain(heading);
        if (route.day && persona.key !== "visitor") {
          const locked = !canOpenDay(entitlement(persona), route.day);
          await expect
            .poll(() => page.getByRole("link", { name: "View Plans" }).count(), { message: route.path })
            .toBe(locked ? 1 : 0);
        }
        // A redirect to a page this persona has already been checked on needs no second check.
        const landed = new URL(page.url());
        if (checked.has(landed.pathname + landed.search)) continue;
        checked.add(landed.pathname + landed.search);
        const problems = [...(await axe(page)), ...(await reflowProblems(page))];
        if (problems.length > 0) found[route.path] = problems;
      }
      expect(found).toEqual({});
    },
  );
});

interface DialogCase {
  name: string;
  persona: PersonaKey;
  path: string;
  opener: (page: Page) => Locator;
}

const guideResources = resources.filter((resource) => guides.some((guide) => guide.id === resource.id));

const dialogs: DialogCase[] = [
  {
    name: "an affirmation of the calendar",
    persona: "free",
    path: paths.affirmations,
    opener: (page) => page.getByTestId("affirmation-card").first(),
  },
  {
    name: "an affirmation of the 90 days",
    persona: "free",
    path: paths.affirmations90,
    opener: (page) => page.getByTestId("affirmation-card").nth(11),
  },
  {
    name: "a printable's preview",
    persona: "journey",
    path: paths.printables,
    opener: (page) => page.getByRole("button", { name: /^Preview / }).first(),
  },
  ...guideResources.map(
    (resource): DialogCase => ({
      name: `the ${resource.title} guide`,
      persona: "collective",
      path: paths.bonusTools,
      opener: (page) => page.getByRole("button", { name: `Access ${resource.title}` }),
    }),
  ),
  {
    name: "the one-screen cancel",
    persona: "flow",
    path: paths.billing,
    opener: (page) => page.getByRole("button", { name: "Cancel membership" }),
  },
];

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe("dialogs", () => {
  it.each(dialogs.map((dialog) => [dialog.name, dialog] as const))(
    "%s opens by keyboard, passes axe, keeps focus inside and gives it back on Escape",
    async (_name, { persona, path, opener }) => {
      const page = pageOf(persona);
      await open(page, path);
      const trigger = opener(page);
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      tally.dialogs++;
      expect(await axe(page)).toEqual([]);
      expect(await reflowProblems(page)).toEqual([]);

      const stops = await dialog.locator("a[href], button:not(:disabled), input, textarea, select").count();
      const problems: string[] = [];
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let i = 0; i < stops + 2; i++) {
          await page.keyboard.press(key);
          const step = await inspectFocus(page);
          tally.focusStops++;
          if (!step.inDialog) problems.push(`${key} left the dialog for ${step.focused}`);
          if (step.problem) problems.push(step.problem);
        }
      }
      expect([...new Set(problems)]).toEqual([]);

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => isFocused(trigger)).toBe(true);
    },
  );
});

/** Sonner mounts a toast, then fades it in: wait for the fade to begin so axe sees it at rest. */
const toastShown = (page: Page) => page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();

// Page states the route sweep does not see: a second tab, a swapped form, a toast.
const states: [string, PersonaKey, string, (page: Page) => Promise<void>][] = [
  [
    "the Sign Up tab",
    "visitor",
    paths.auth,
    async (page) => {
      await page.getByRole("tab", { name: "Sign Up" }).click();
      await page.getByLabel("First Name").waitFor();
    },
  ],
  [
    "the forgotten-password form",
    "visitor",
    paths.auth,
    async (page) => {
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("button", { name: "Forgot password?" }).waitFor({ state: "detached" });
    },
  ],
  [
    "a toast after Refresh",
    "journey",
    paths.dashboard,
    async (page) => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await page.getByText("Subscription status updated!").waitFor();
      await toastShown(page);
    },
  ],
  [
    // Every tool's reset clears at once and offers Undo, instead of asking first.
    "a reset's Undo toast",
    "collective",
    paths.askForHelp,
    async (page) => {
      await page.getByRole("button", { name: "Reset Challenge" }).click();
      await page
        .locator("[data-sonner-toast]", { hasText: "Challenge reset." })
        .getByRole("button", { name: "Undo" })
        .waitFor();
      await toastShown(page);
    },
  ],
  [
    "an error toast",
    "visitor",
    paths.auth,
    async (page) => {
      await page.getByLabel("Email").fill("nobody-here@grace.test");
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.locator('[data-sonner-toast][data-type="error"]').waitFor();
      await toastShown(page);
    },
  ],
];

describe("page states", () => {
  it.each(states)("%s passes axe", async (_name, key, path, act) => {
    const page = pageOf(key);
    await open(page, path);
    await act(page);
    tally.dialogs++;
    expect(await axe(page)).toEqual([]);
  });
});

/** Tabs from the top of the page to its end; returns every focus-ring and reachability problem. */
async function tabThrough(page: Page, key: "Tab" | "Shift+Tab" = "Tab"): Promise<string[]> {
  await resetFocus(page);
  const problems: string[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press(key);
    const step = await inspectFocus(page);
    if (!step.focused || step.again) break;
    tally.focusStops++;
    if (step.problem) problems.push(step.problem);
  }
  return [...problems, ...(await unreachedControls(page))];
}

// Who walks which pages: each page as the persona who sees the most of it.
const walks: [PersonaKey, string[]][] = [
  ["visitor", routes.filter((route) => route.access === "public").map((route) => route.path)],
  ["free", [paths.dashboard, paths.day(6), paths.billing, `${paths.checkout}?plan=flow&period=monthly`]],
  [
    "collective",
    routes
      // The checkout sends a member who already has a plan on to the plan change: the free member walks it.
      .filter(
        (route) =>
          route.access === "member" &&
          route.path !== paths.dashboard &&
          !route.path.startsWith(paths.checkout),
      )
      .map((route) => route.path),
  ],
  ["admin", [paths.dashboard, paths.admin, paths.adminTab("members")]],
];

describe("keyboard", () => {
  it.each(walks.map(([key, walk]) => [personaOf(key).label, key, walk] as const))(
    "%s reaches every control by Tab, each with a visible focus ring",
    async (_label, key, walk) => {
      const page = pageOf(key);
      const found: Record<string, string[]> = {};
      for (const path of walk) {
        await load(page, path);
        const problems = await tabThrough(page);
        if (problems.length > 0) found[path] = problems;
      }
      expect(found).toEqual({});
    },
    120_000,
  );
});

describe("keyboard, backwards", () => {
  it("Shift+Tab up a long page keeps every control in view, clear of the sticky header", async () => {
    const page = pageOf("free");
    await load(page, paths.affirmations90);
    await page.keyboard.press("End");
    expect(await tabThrough(page, "Shift+Tab")).toEqual([]);
  });
});

const tabLists: [string, PersonaKey, string][] = [
  ["Sign in or sign up", "visitor", paths.auth],
  ["Months", "free", paths.affirmations],
  ["Sections of the path", "collective", paths.dashboard],
];

describe("keyboard, widget by widget", () => {
  it.each(tabLists)(
    "the %s tabs follow the ARIA tabs pattern: arrows, Home and End move and select, Tab enters the panel",
    async (list, key, path) => {
      const page = pageOf(key);
      await load(page, path);
      const tabs = page.getByRole("tablist", { name: list }).getByRole("tab");
      const count = await tabs.count();
      const selectedIndex = () =>
        tabs.evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-selected") === "true"));
      const focusedIndex = () =>
        tabs.evaluateAll((els) => els.indexOf(document.activeElement as (typeof els)[number]));
      // Roving focus: Tab lands on the selected tab, never on the others.
      const start = await selectedIndex();
      await resetFocus(page);
      for (let i = 0; i < 60 && (await focusedIndex()) < 0; i++) await page.keyboard.press("Tab");
      expect(await focusedIndex()).toBe(start);
      const panelId = await tabs.nth(start).getAttribute("aria-controls");
      const panel = page.locator(`[id="${panelId}"]`);
      expect(await panel.getAttribute("role")).toBe("tabpanel");
      expect(await panel.getAttribute("aria-labelledby")).toBe(await tabs.nth(start).getAttribute("id"));

      // Radix moves focus and selection on the next tick, so each step is polled.
      for (const [press, expected] of [
        ["ArrowRight", (start + 1) % count],
        ["End", count - 1],
        ["Home", 0],
        ["ArrowLeft", count - 1],
        ["ArrowRight", 0],
      ] as const) {
        await page.keyboard.press(press);
        await expect.poll(focusedIndex, { message: `${press} moves focus` }).toBe(expected);
        await expect.poll(selectedIndex, { message: `${press} selects` }).toBe(expected);
      }
      const ring = await inspectFocus(page);
      tally.focusStops++;
      expect(ring.problem).toBeNull();

      await page.keyboard.press("Tab");
      const selectedPanel = page.getByRole("tabpanel");
      expect(await selectedPanel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    },
  );

  it("a member signs in with the keyboard alone", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await load(page, paths.auth);
    for (
      let i = 0;
      i < 20 && (await page.evaluate(() => document.activeElement?.getAttribute("name"))) !== "email";
      i++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.type(emails.get("free") as string);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Your 75-Day Soul Path" }).waitFor();
    await context.close();
  });

  it("checkboxes, radio buttons and the billing switch work with Space and the arrow keys", async () => {
    const page = pageOf("collective");
    await load(page, paths.askForHelp);
    const first = page.getByRole("checkbox").first();
    await first.focus();
    await page.keyboard.press("Space");
    await page.getByText("1/10 completed").waitFor();
    await page.keyboard.press("Space");
    await page.getByText("0/10 completed").waitFor();

    await load(page, paths.checkIn);
    const mood = page.getByRole("group").first().getByRole("radio");
    await mood.first().focus();
    await page.keyboard.press("Space");
    await expect.poll(() => mood.first().isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => mood.nth(1).isChecked()).toBe(true);

    await load(page, paths.pricing);
    const annual = page.getByRole("switch", { name: "Annual billing" });
    await annual.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => annual.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => page.getByText("/year").count()).toBe(3);
  });

  it("Undo after Reset Progress is reachable by keyboard (Alt+T jumps to the notifications)", async () => {
    const page = pageOf("collective");
    await load(page, paths.getTogether);
    await page.getByRole("checkbox").first().focus();
    await page.keyboard.press("Space");
    await page.getByText("1/20 completed").waitFor();
    await page.getByRole("button", { name: "Reset Progress" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("0/20 completed").waitFor();
    await toastShown(page);
    tally.dialogs++;
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Alt+T");
    const undo = page.getByRole("button", { name: "Undo" });
    for (let i = 0; i < 5 && !(await isFocused(undo)); i++) await page.keyboard.press("Tab");
    expect((await inspectFocus(page)).problem).toBeNull();
    await page.keyboard.press("Enter");
    await page.getByText("1/20 completed").waitFor();
  });

  it("the phone menu opens, takes you somewhere and closes with the keyboard", async () => {
    const page = pageOf("visitor");
    await page.setViewportSize(viewports.phone);
    await load(page, paths.home);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await resetFocus(page);
    for (let i = 0; i < 10 && !(await isFocused(toggle)); i++) await page.keyboard.press("Tab");
    expect((await inspectFocus(page)).problem).toBeNull();
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Close menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Main" });
    tally.dialogs++;
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press("Tab");
    expect(await isFocused(menu.getByRole("link", { name: "Home" }))).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await isFocused(toggle)).toBe(true);

    await page.keyboard.press("Enter");
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await isFocused(menu.getByRole("link", { name: "Pricing" }))).toBe(true);
    expect((await inspectFocus(page)).problem).toBeNull();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Choose the pace that feels like grace" }).waitFor();
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await page.setViewportSize(viewports.desktop);
  });
});

/** The longest transition or animation on the page, in seconds; an endless animation counts as endless. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    // A spinner as the app draws one while it waits (the same utility class), to see that it stops too.
    const spinner = document.createElement("span");
    spinner.className = "animate-spin";
    document.body.append(spinner);
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(",")
          .map((v) => (v.trim().endsWith("ms") ? Number.parseFloat(v) / 1000 : Number.parseFloat(v))),
      );
    let longest = 0;
    for (const el of document.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (style.transitionProperty !== "none") longest = Math.max(longest, seconds(style.transitionDuration));
      if (style.animationName !== "none") {
        const repeats =
          style.animationIterationCount === "infinite"
            ? Number.POSITIVE_INFINITY
            : seconds(style.animationIterationCount);
        longest = Math.max(longest, seconds(style.animationDuration) * repeats);
      }
    }
    spinner.remove();
    return longest;
  });
}

describe("motion", () => {
  it.each([paths.affirmations, paths.pricing, paths.askForHelp])(
    "%s moves only when the system allows motion",
    async (path) => {
      const page = pageOf("collective");
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await open(page, path);
      expect(await longestMotion(page)).toBeGreaterThan(0.1);
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await longestMotion(page)).toBeLessThan(0.001);
      await page.emulateMedia({ reducedMotion: null });
    },
  );
});
