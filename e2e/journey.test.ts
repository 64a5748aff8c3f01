import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careNote, safetyNote } from "../src/content/care";
import { ceremonyAfterNotes, ceremonySteps } from "../src/content/journey-ceremonies";
import { journeyPrompts } from "../src/content/journey-prompts";
import { months } from "../src/content/months/index";
import { gentleGuidance } from "../src/domain/journey";
import { axeViolations } from "./support/axe";
import { baseURL, launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, PASSWORD, signInAdmin, signInContext } from "./support/members";

// Sign-up is rate-limited per address (5 a minute) and every e2e request comes from 127.0.0.1,
// so this file creates one member and walks their journey in order, plus the admin.

const layers = (day: number) => journeyPrompts.find((entry) => entry.day === day);
const prompt = (day: number) => layers(day)?.prompt ?? "";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie: string;
let email: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  ({ cookie, email } = await createMember({ context, firstName: "Rosa" }));
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const reflection = () => page.getByLabel("Your reflection");
const status = (value: string) => page.locator(`[role="status"][data-status="${value}"]`);

async function openDashboard(target = page) {
  await target.goto("/dashboard");
  await target.getByText("Journey Progress").waitFor();
}

async function noSideScroll(target: Page) {
  return target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("a free member's journey", () => {
  it("sees days 1–5 open, 6 and on dimmed with a lock, and a locked card goes to /pricing", async () => {
    await openDashboard();
    expect(await page.title()).toBe("Your 75-Day Soul Path | Grind to Grace");
    await page.getByRole("heading", { name: "Your 75-Day Soul Path" }).waitFor();
    await page.getByText("0/75").waitFor();
    expect(await page.getByRole("tab", { name: "Core Journey" }).getAttribute("aria-selected")).toBe("true");

    const titleColor = (card: Locator) =>
      card.locator('[data-part="title"]').evaluate((el) => getComputedStyle(el).color);
    const openTitleColor = await titleColor(page.getByRole("link", { name: /^Day 1 / }));
    for (const day of [1, 2, 3, 4, 5]) {
      const card = page.getByRole("link", { name: new RegExp(`^Day ${day} `) });
      expect(await card.getAttribute("href")).toBe(`/day/${day}`);
      expect(await card.getAttribute("data-locked")).toBeNull();
      expect(await titleColor(card)).toBe(openTitleColor);
    }
    for (const day of [6, 15, 16, 30]) {
      const card = page.getByRole("link", { name: new RegExp(`^Day ${day} `) });
      expect(await card.getAttribute("href")).toBe("/pricing");
      // Named by what it shows (WCAG 2.5.3), with the state a screen reader needs: "— locked, opens with …".
      expect(await card.getAttribute("aria-label")).toBeNull();
      await expect
        .poll(() =>
          page.getByRole("link", { name: new RegExp(`^Day ${day} .+ — locked, opens with Grace `) }).count(),
        )
        .toBe(1);
      await expect.poll(() => card.locator("svg.lucide-lock").count()).toBe(1);
      expect(await titleColor(card)).not.toBe(openTitleColor);
    }

    // The Bonus Ritual Vault opens to every member, as /bonus-tools does (issue #49); the Grace Ceremony
    // card waits until day 31 is near (D26), so nothing asks her to upgrade here.
    await page.getByText("The bonus tools and trackers are open with every plan.").waitFor();
    expect(await page.getByRole("link", { name: "Explore Tools" }).getAttribute("href")).toBe("/bonus-tools");
    await expect.poll(() => page.getByRole("button", { name: "Upgrade to Access" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: "Grace Ceremony" }).count()).toBe(0);
    await expect.poll(() => page.getByText("Admin Preview Mode").count()).toBe(0);
    await screenshot(page, "journey-dashboard-free-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: /^Day 6 / }).click();
    await page.waitForURL("**/pricing");
  });

  it("fits a phone screen without sideways scrolling", async () => {
    const phone = await newContext(browser, viewports.phone);
    await signInContext(phone, cookie);
    const phonePage = await phone.newPage();
    await openDashboard(phonePage);
    expect(await noSideScroll(phonePage)).toBe(true);
    await screenshot(phonePage, "journey-dashboard-free-390");
    await phonePage.goto("/day/1");
    await phonePage.getByText(prompt(1)).waitFor();
    expect(await noSideScroll(phonePage)).toBe(true);
    await screenshot(phonePage, "journey-day-390");
    await phonePage.goto("/day/6");
    await phonePage.getByRole("link", { name: "View Plans" }).waitFor();
    expect(await noSideScroll(phonePage)).toBe(true);
    await screenshot(phonePage, "journey-day-locked-390");
    await phone.close();
  });

  it("saves a reflection on day 1 that survives a reload and a cleared localStorage", async () => {
    await page.goto("/day/1");
    await page.getByText(prompt(1)).waitFor();
    expect(await page.title()).toBe("Day 1 | Where the Day Begins - Grind to Grace");
    const text = 'I woke at six and checked my phone first.\n<b>Not bold</b> <script>alert("x")</script>';
    await reflection().fill(text);
    expect(await page.evaluate(() => localStorage.getItem("journal-day-1"))).toBe(text);
    await page.getByRole("button", { name: "Save Reflection" }).click();
    await status("saved").waitFor();
    expect(await status("saved").textContent()).toMatch(/^Last saved: \d/);
    await screenshot(page, "journey-day-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByText(prompt(1)).waitFor();
    expect(await reflection().inputValue()).toBe(text);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await status("saved").waitFor();
    expect(await reflection().inputValue()).toBe(text);
    expect((await apiAs(cookie, "/api/journal/1")).body).toMatchObject({ value: text, revision: 1 });
  });

  it("keeps writing offline and syncs it when the connection returns", async () => {
    await page.goto("/day/2");
    await page.getByText(prompt(2)).waitFor();
    await context.setOffline(true);
    await reflection().fill("Written on the train with no signal.");
    await status("offline").waitFor();
    expect(await status("offline").textContent()).toBe("Offline — will sync");
    expect(await page.evaluate(() => localStorage.getItem("journal-day-2"))).toBe(
      "Written on the train with no signal.",
    );
    expect((await apiAs(cookie, "/api/journal/2")).body).toMatchObject({ value: "", revision: 0 });

    await context.setOffline(false);
    await status("saved").waitFor({ timeout: 20_000 });
    expect((await apiAs(cookie, "/api/journal/2")).body).toMatchObject({
      value: "Written on the train with no signal.",
      revision: 1,
    });
  });

  it("words typed just before leaving the site reach the server (sent as the page goes away)", async () => {
    await page.goto("/day/4");
    await page.getByText(prompt(4)).waitFor();
    await reflection().fill("Typed and gone within a second.");
    // A full navigation away, well inside the autosave pause: the page is gone before it would save.
    await page.goto("/pricing");
    await expect
      .poll(async () => (await apiAs(cookie, "/api/journal/4")).body, { timeout: 10_000 })
      .toMatchObject({ value: "Typed and gone within a second." });
  });

  it("writing left unsent on one page syncs in the background from another", async () => {
    await openDashboard();
    await page.getByRole("link", { name: /^Day 5 / }).click();
    await page.getByText(prompt(5)).waitFor();
    await context.setOffline(true);
    await reflection().fill("Finished offline, sent from the dashboard.");
    await status("offline").waitFor();
    await page.goBack();
    await page.getByText("Journey Progress").waitFor();
    expect((await apiAs(cookie, "/api/journal/5")).body).toMatchObject({ revision: 0 });
    await context.setOffline(false);
    await expect
      .poll(async () => (await apiAs(cookie, "/api/journal/5")).body, { timeout: 20_000 })
      .toMatchObject({ value: "Finished offline, sent from the dashboard." });
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });

  it("downloads the day's worksheet as a one-page PDF", async () => {
    await page.goto("/day/1");
    await page.getByText(prompt(1)).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("grind-to-grace-day-1.pdf");
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Day 1 | Where the Day Begins");
  });

  it("completes day 1, moves on to day 2, and the progress card says 1/75", async () => {
    await page.goto("/day/1");
    await page.getByText(prompt(1)).waitFor();
    await page.getByRole("button", { name: "Complete Day 1 →" }).click();
    // A quiet acknowledgement first (D26), with the next day one link away.
    await page.getByRole("heading", { name: "Day 1 is complete" }).waitFor();
    await page.getByRole("link", { name: "Continue to Day 2 →" }).click();
    await page.waitForURL("**/day/2");
    await page.getByText(prompt(2)).waitFor();
    expect(await page.title()).toBe("Day 2 | The Weight You Carry - Grind to Grace");

    await page.getByRole("link", { name: "← Back to Journey" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText("1/75").waitFor();
    // The dashboard starts with today: her next open day first, the subscription last.
    const next = page.getByRole("link", { name: "Continue with Day 2" });
    expect(await next.getAttribute("href")).toBe("/day/2");
    const top = async (name: string) =>
      (await page.getByRole("region", { name }).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const continueTop = (await next.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(continueTop).toBeLessThan(await top("Journey Progress"));
    expect(await top("Journey Progress")).toBeLessThan(
      (await page.getByRole("tablist", { name: "Sections of the path" }).boundingBox())?.y ?? 0,
    );
    expect((await page.getByRole("tablist").boundingBox())?.y ?? 0).toBeLessThan(
      await top("Your Subscription"),
    );
    const today = new Date();
    const affirmation = months[today.getMonth()]?.days.find((d) => d.day === today.getDate());
    await page.getByText(affirmation?.text ?? "no affirmation today").waitFor();
    const named = (name: string) => page.getByRole("link", { name, exact: true });
    // The day cards say where she is once her progress has arrived, which may be after the affirmation.
    await expect.poll(() => named("Day 1 Where the Day Begins — completed").count()).toBe(1);
    await expect.poll(() => named("Day 2 The Weight You Carry — your Next day").count()).toBe(1);
  });

  it("shows day 1 for an unknown day id", async () => {
    await page.goto("/day/abc");
    await page.getByText(prompt(1)).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Where the Day Begins");
    expect(await page.title()).toBe("Day 1 | Where the Day Begins - Grind to Grace");
  });

  it("opening a locked day by its address shows the way to the plans, never the content", async () => {
    await page.goto("/day/12");
    await page.getByRole("heading", { name: "This day is part of Grace Flow" }).waitFor();
    await expect.poll(() => page.getByText(prompt(12)).count()).toBe(0);
    await expect.poll(() => page.getByLabel("Your reflection").count()).toBe(0);
    await screenshot(page, "journey-day-locked-1280");
    await page.getByRole("link", { name: "View Plans" }).click();
    await page.waitForURL("**/pricing");
  });

  it("signing out sends pending writing, then clears this browser's copies", async () => {
    await page.goto("/day/3");
    await page.getByText(prompt(3)).waitFor();
    await reflection().fill("Last words before signing out.");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseURL()}/`);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith("journal-day-") || key.startsWith("g2g-sync:"))).toEqual([]);
    expect((await apiAs(cookie, "/api/me")).status).toBe(401);
    const again = await signIn(email);
    expect((await apiAs(again, "/api/journal/3")).body).toMatchObject({
      value: "Last words before signing out.",
    });
  });
});

describe("a free member who has finished every open day", () => {
  it("is told which plan opens her next day instead of a Continue button", async () => {
    const own = await newContext(browser, viewports.phone);
    const member = await createMember({ context: own, firstName: "Nell" });
    for (const day of [1, 2, 3, 4, 5]) {
      expect((await apiAs(member.cookie, `/api/journal/${day}/complete`, { method: "POST" })).status).toBe(
        200,
      );
    }
    const ownPage = await own.newPage();
    await openDashboard(ownPage);
    await ownPage.getByText("Day 6 opens with Grace Flow.").waitFor();
    await expect.poll(() => ownPage.getByRole("link", { name: /^Continue with Day/ }).count()).toBe(0);
    expect(await ownPage.getByRole("link", { name: "See plans" }).first().getAttribute("href")).toBe(
      "/pricing",
    );
    // On a phone the section tabs scroll sideways, and a faded arrow says there are more.
    const hint = ownPage.getByTestId("more-sections");
    await hint.waitFor();
    await ownPage.getByRole("tablist", { name: "Sections of the path" }).evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
    });
    await hint.waitFor({ state: "detached" });
    expect(await noSideScroll(ownPage)).toBe(true);
    await screenshot(ownPage, "journey-dashboard-locked-next-390");
    await own.close();
  });
});

describe("the admin", () => {
  it("sees the preview banner, every day open, and enters the Grace Ceremony", async () => {
    const admin = await newContext(browser);
    await signInAdmin(admin);
    const adminPage = await admin.newPage();
    await openDashboard(adminPage);
    await adminPage.getByText("Admin Preview Mode — full access enabled for review.").waitFor();
    await expect.poll(() => adminPage.locator("[data-locked]").count()).toBe(0);
    expect(await adminPage.getByRole("link", { name: "Explore Tools" }).getAttribute("href")).toBe(
      "/bonus-tools",
    );
    await screenshot(adminPage, "journey-dashboard-admin-1280");

    await adminPage.goto("/day/31");
    await adminPage.getByText(prompt(31)).waitFor();
    expect(await adminPage.title()).toBe("Day 31 | The Grace Ceremony - Grind to Grace");
    await admin.close();
  });
});

describe("a Grace Flow member", () => {
  it("enters the Grace Ceremony from its card, while day 32 stays locked", async () => {
    const flowContext = await newContext(browser);
    const member = await createMember({ context: flowContext, firstName: "Iris" });
    const subscribed = await apiAs(member.cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    expect(subscribed.status).toBe(200);
    // The ceremony card appears once she has finished the days before it that Grace Flow opens (D26).
    for (let day = 1; day <= 15; day++) {
      expect((await apiAs(member.cookie, `/api/journal/${day}/complete`, { method: "POST" })).status).toBe(
        200,
      );
    }
    const flowPage = await flowContext.newPage();
    await openDashboard(flowPage);
    await expect.poll(() => flowPage.getByRole("button", { name: "Upgrade to Access" }).count()).toBe(0); // the vault is open to every plan
    await flowPage.getByRole("link", { name: "Enter Grace Ceremony" }).click();
    await flowPage.waitForURL("**/day/31");
    await flowPage.getByText(prompt(31)).waitFor();
    expect((await apiAs(member.cookie, "/api/journey/days/32")).status).toBe(403);
    await flowContext.close();
  });
});

describe("care and pacing on the day page (docs/architecture.md D13)", () => {
  it("shows the core question, switches to the gentle version, opens go deeper, and links heavy days to /support", async () => {
    const admin = await newContext(browser);
    await signInAdmin(admin);
    const dayPage = await admin.newPage();
    await dayPage.goto("/day/46");
    const question = dayPage.getByTestId("day-question");
    await question.getByText(prompt(46)).waitFor();
    await dayPage.getByText(/About 15 minutes/).waitFor();
    await dayPage.getByText(careNote).waitFor();
    expect(await dayPage.getByRole("link", { name: "Support lines" }).getAttribute("href")).toBe("/support");
    await expect.poll(() => dayPage.getByText(layers(46)?.deeperPrompt ?? "").count()).toBe(0);
    await dayPage.getByRole("button", { name: "Go deeper (optional)" }).click();
    await dayPage.getByText(layers(46)?.deeperPrompt ?? "").waitFor();
    await screenshot(dayPage, "journey-day-care-1280");

    await dayPage.getByRole("button", { name: "Low energy today?" }).click();
    expect(await question.textContent()).toBe(layers(46)?.gentlePrompt);
    // The time label shrinks with the gentle version (#29 item 5).
    await dayPage.getByText("A minute or two").waitFor();
    await expect.poll(() => dayPage.getByText(/About 15 minutes/).count()).toBe(0);
    // So does the guidance: one small thing, not the full day's (issue #49).
    await dayPage.getByText(gentleGuidance(false)).waitFor();
    await expect.poll(() => dayPage.getByText(layers(46)?.guidance ?? "").count()).toBe(0);
    await screenshot(dayPage, "journey-day-gentle-1280");
    await dayPage.getByRole("button", { name: "Show the full question" }).click();
    expect(await question.textContent()).toBe(prompt(46));

    // A day without heavy themes carries no care note; day 75 closes the path in its steps.
    await dayPage.goto("/day/75");
    await question.getByText(prompt(75)).waitFor();
    await expect.poll(() => dayPage.getByText(careNote).count()).toBe(0);
    const steps = await dayPage.getByRole("listitem").allTextContents();
    expect(steps.filter((text) => ceremonySteps[75]?.includes(text))).toEqual([...(ceremonySteps[75] ?? [])]);
    // The certificate note follows the ceremony, not inside it (#29 item 4).
    await dayPage.getByText(ceremonyAfterNotes[75] ?? "").waitFor();
    expect(steps.join(" ")).not.toContain("certificate");
    await screenshot(dayPage, "journey-day-75-1280");

    // A day about power names the domestic-abuse lines beside the care note (#29 item 2), and a day with a
    // fitting printable names it (#29 item 9).
    await dayPage.goto("/day/52");
    await question.getByText(prompt(52)).waitFor();
    await dayPage.getByText(safetyNote).waitFor();
    await dayPage.goto("/day/1");
    await question.getByText(prompt(1)).waitFor();
    const paper = dayPage.getByRole("link", { name: "“Small Stops in a Full Day”" });
    expect(await paper.getAttribute("href")).toBe("/printables#printables-january");
    await screenshot(dayPage, "journey-day-1-printable-1280");
    await admin.close();
  });

  it("offers the gentle version first after a low-energy check-in, and the ceremony's steps on day 31", async () => {
    const tired = await newContext(browser, viewports.phone);
    const member = await createMember({ context: tired, firstName: "Wren" });
    await apiAs(member.cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    const today = new Date().toISOString().slice(0, 10);
    const saved = await apiAs(member.cookie, `/api/check-ins/${today}`, {
      method: "PUT",
      json: {
        value: {
          mood: "overwhelmed",
          energy: "depleted",
          gratitude: "a quiet bus",
          challenge: "too much",
          intention: "rest",
          timestamp: new Date().toISOString(),
        },
        baseRevision: 0,
      },
    });
    expect(saved.status).toBe(200);
    const tiredPage = await tired.newPage();
    await tiredPage.goto("/day/31");
    const question = tiredPage.getByTestId("day-question");
    await question.getByText(layers(31)?.gentlePrompt ?? "").waitFor();
    await tiredPage.getByText(/Your last check-in said your energy was low/).waitFor();
    // The gentle guidance, not the ceremony day's own, under the gentle version (issue #49).
    await tiredPage.getByText(gentleGuidance(false)).waitFor();
    await screenshot(tiredPage, "journey-day-gentle-390");
    const steps = await tiredPage.getByRole("listitem").allTextContents();
    expect(steps.filter((text) => ceremonySteps[31]?.includes(text))).toEqual([...(ceremonySteps[31] ?? [])]);
    expect(await noSideScroll(tiredPage)).toBe(true);
    await screenshot(tiredPage, "journey-day-31-gentle-390");
    expect(await axeViolations(tiredPage)).toEqual([]);
    await tiredPage.getByRole("button", { name: "Show the full question" }).click();
    expect(await question.textContent()).toBe(prompt(31));
    await tired.close();
  });
});

describe("the support page", () => {
  it("is public, linked from the footer, and lists the crisis lines", async () => {
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/pricing");
    await visitorPage.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
    await visitorPage.waitForURL("**/support");
    await visitorPage.getByRole("heading", { level: 1, name: "Support" }).waitFor();
    await visitorPage.getByText(/not therapy/).waitFor();
    const href = (name: string) => visitorPage.getByRole("link", { name, exact: true }).getAttribute("href");
    // A browser in en-US starts from the United States' lines (issue #49: one country at a time).
    const country = visitorPage.getByLabel("Where are you?");
    await expect.poll(() => country.inputValue()).toBe("US");
    expect(await href("Call 988")).toBe("tel:988");
    expect(await href("Text 988")).toBe("sms:988");
    // #29 item 2: where to turn if home is not safe, each line described only as it is.
    await visitorPage.getByRole("heading", { name: "If home does not feel safe" }).waitFor();
    expect(await href("Call 1-800-799-7233")).toBe("tel:+18007997233");
    expect(await href("Text START to 88788")).toMatch(/^sms:88788\?.*body=START$/);
    await visitorPage.getByText("National Domestic Violence Hotline").waitFor();
    await country.selectOption({ label: "United Kingdom" });
    expect(await href("Call 116 123")).toBe("tel:116123");
    expect(await href("Call 0808 2000 247")).toBe("tel:+448082000247");
    await visitorPage.getByText("National Domestic Abuse Helpline").waitFor();
    await expect.poll(() => visitorPage.getByText(/every hour of the day/).count()).toBe(0);
    // #28 item 3: with SUPPORT_EMAIL set (the e2e server sets it), a contact for billing and account questions.
    await visitorPage.getByRole("heading", { name: "Questions about billing or your account" }).waitFor();
    expect(await href("support@grace.test")).toBe("mailto:support@grace.test");
    expect(await visitorPage.getByRole("link", { name: /findahelpline\.com/ }).getAttribute("href")).toBe(
      "https://findahelpline.com",
    );
    await screenshot(visitorPage, "support-1280");
    expect(await axeViolations(visitorPage)).toEqual([]);
    await visitor.close();

    const phone = await newContext(browser, viewports.phone);
    const phonePage = await phone.newPage();
    await phonePage.goto("/support");
    await phonePage.getByRole("heading", { level: 1, name: "Support" }).waitFor();
    await phonePage.getByRole("heading", { name: "Questions about billing or your account" }).waitFor();
    expect(await noSideScroll(phonePage)).toBe(true);
    await screenshot(phonePage, "support-390");
    expect(await axeViolations(phonePage)).toEqual([]);
    await phone.close();
  });

  it("is where the billing page sends a question about a charge (#28 item 3)", async () => {
    const signedIn = await newContext(browser);
    await signInAdmin(signedIn);
    const billingPage = await signedIn.newPage();
    await billingPage.goto("/billing/manage");
    await billingPage.getByRole("link", { name: "Contact us" }).click();
    await billingPage.waitForURL("**/support#contact");
    await billingPage.getByRole("heading", { name: "Questions about billing or your account" }).waitFor();
    await signedIn.close();
  });

  it("is linked from the account page", async () => {
    const signedIn = await newContext(browser);
    await signInAdmin(signedIn);
    const accountPage = await signedIn.newPage();
    await accountPage.goto("/account");
    await accountPage.getByRole("link", { name: "Support lines are here" }).click();
    await accountPage.waitForURL("**/support");
    await signedIn.close();
  });
});

/** A new session for an existing account, as the session cookie's value. */
async function signIn(address: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL() },
    body: JSON.stringify({ email: address, password: PASSWORD }),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  if (!setCookie) throw new Error(`sign-in failed: ${res.status}`);
  return (setCookie.split(";")[0] as string).split("=").slice(1).join("=");
}
