import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askForHelpItems } from "../src/content/tools";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, signInContext } from "./support/members";
import { showAsPrinted } from "./support/page-checks";

// The five self-care tools: act, reload, sign in elsewhere, reset, print (spec §2–§5, docs/architecture.md D2).

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  ({ cookie } = await createMember({ context }));
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** A second browser, signed in as the same member: what it shows comes from the server. */
async function onAnotherDevice<T>(path: string, check: (other: Page) => Promise<T>): Promise<T> {
  const other = await newContext(browser);
  await signInContext(other, cookie);
  const otherPage = await other.newPage();
  await otherPage.goto(path);
  try {
    return await check(otherPage);
  } finally {
    await other.close();
  }
}

/** Waits until the server has confirmed the latest change. */
async function waitForSaved(p: Page) {
  await p
    .getByRole("status")
    .filter({ hasText: /^Last saved: / })
    .waitFor();
}

const checkbox = (p: Page, text: string) => p.getByRole("checkbox", { name: text });
/** The Undo of the toast that says `text` (every tool's reset clears at once and offers it). */
const undoOf = (p: Page, text: string) =>
  p.locator("[data-sonner-toast]", { hasText: text }).getByRole("button", { name: "Undo" });
/** Clicks the label of a checkbox or radio, the way a person does (the input itself is visually hidden). */
const tick = (p: Page, name: string) =>
  p.getByRole("checkbox", { name }).locator("xpath=ancestor::label").click();
const choose = (p: Page, name: string) =>
  p.getByRole("radio", { name }).locator("xpath=ancestor::label").click();

/** In print media only the tool shows: no site header, no buttons, no saving status. */
async function expectPrintLayout(p: Page, name: string, heading: string, buttons: string[]) {
  await showAsPrinted(p);
  try {
    expect(await p.getByRole("banner").isVisible()).toBe(false);
    expect(await p.getByRole("contentinfo").isVisible()).toBe(false);
    expect(await p.getByRole("link", { name: "Back to Bonus Tools" }).isVisible()).toBe(false);
    for (const label of buttons)
      expect(await p.getByRole("button", { name: label }).isVisible(), label).toBe(false);
    await p.getByRole("heading", { level: 1, name: heading }).waitFor();
    await screenshot(p, `${name}-print`);
  } finally {
    await p.emulateMedia({ media: null });
  }
}

describe("Ask for Help Challenge", () => {
  const [first = "", , third = ""] = askForHelpItems;

  it("ticks, counts and keeps the reflection across a reload and on another device", async () => {
    await page.goto("/tools/ask-for-help");
    await expect.poll(() => page.title()).toBe("Ask for Help Challenge | Grind to Grace");
    await page.getByText("0/10 completed").waitFor();
    await tick(page, first);
    await tick(page, third);
    await page.getByText("2/10 completed").waitFor();
    await page.getByLabel("Reflection").fill("Asking for the door felt silly, then lovely.");
    await waitForSaved(page);
    await screenshot(page, "ask-for-help-desktop");

    await page.reload();
    await page.getByText("2/10 completed").waitFor();
    expect(await checkbox(page, first).isChecked()).toBe(true);
    expect(await page.getByLabel("Reflection").inputValue()).toBe(
      "Asking for the door felt silly, then lovely.",
    );
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("askForHelp"))) ?? "null")).toEqual({
      checkedItems: { "0": true, "2": true },
      reflection: "Asking for the door felt silly, then lovely.",
    });

    await onAnotherDevice("/tools/ask-for-help", async (other) => {
      await other.getByText("2/10 completed").waitFor();
      expect(await checkbox(other, third).isChecked()).toBe(true);
      expect(await other.getByLabel("Reflection").inputValue()).toBe(
        "Asking for the door felt silly, then lovely.",
      );
    });
  });

  it("prints only the challenge", async () => {
    await expectPrintLayout(page, "ask-for-help", "Ask for Help Challenge", [
      "Print Progress",
      "Reset Challenge",
    ]);
    await showAsPrinted(page);
    try {
      // On paper the reflection is printed as text, not as a box that would cut it off.
      const printed = page.locator("p").filter({ hasText: "Asking for the door felt silly, then lovely." });
      await printed.waitFor();
      expect(await page.getByLabel("Reflection").isVisible()).toBe(false);
      await page.getByText("2/10 completed").waitFor();
    } finally {
      await page.emulateMedia({ media: null });
    }
  });

  it("Reset Challenge clears at once and offers Undo, as every tool's reset does", async () => {
    const reset = page.getByRole("button", { name: "Reset Challenge" });
    await reset.focus();
    await page.keyboard.press("Enter");
    await page.getByText("0/10 completed").waitFor();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByLabel("Reflection").inputValue()).toBe("");
    await undoOf(page, "Challenge reset.").click();
    await page.getByText("2/10 completed").waitFor();
    expect(await page.getByLabel("Reflection").inputValue()).toBe(
      "Asking for the door felt silly, then lovely.",
    );

    await reset.click();
    await page.getByText("0/10 completed").waitFor();
    await waitForSaved(page);
    await page.reload();
    await page.getByText("0/10 completed").waitFor();
  });
});

describe("Check-in", () => {
  it("Save is enabled once mood and energy are chosen (D24); today's entry comes back everywhere", async () => {
    await page.goto("/tools/check-in");
    await expect.poll(() => page.title()).toBe("Check-in | Grind to Grace");
    const save = page.getByRole("button", { name: "Save Check-in" });
    await page.getByText("Not saved yet today.").waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByText("Choose a mood and an energy level to save.").waitFor();

    await choose(page, "Peaceful");
    expect(await save.isDisabled()).toBe(true);
    await choose(page, "Medium");
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText(/^Last saved: /).waitFor();
    await waitForSaved(page);
    const today = new Date().toISOString().slice(0, 10);
    const moodAndEnergy = (await apiAs(cookie, `/api/check-ins/${today}`)).body as {
      value: Record<string, string>;
    };
    expect(moodAndEnergy.value).toMatchObject({
      mood: "peaceful",
      energy: "medium",
      gratitude: "",
      challenge: "",
      intention: "",
    });

    await page.getByLabel("What is one thing you are grateful for today?").fill("Morning light");
    await page.getByLabel("What is weighing on you or asking for your attention?").fill("A full inbox");
    await page.getByLabel("What is one gentle intention for the rest of your day?").fill("Leave at five");
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText(/^Last saved: /).waitFor();
    await waitForSaved(page);
    await screenshot(page, "check-in-desktop");

    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), `checkIn-${today}`)) ?? "null",
    );
    expect(stored).toMatchObject({
      mood: "peaceful",
      energy: "medium",
      gratitude: "Morning light",
      challenge: "A full inbox",
      intention: "Leave at five",
      timestamp: expect.any(String),
    });

    await page.reload();
    await page.getByText(/^Last saved: /).waitFor();
    expect(await page.getByRole("radio", { name: "Peaceful" }).isChecked()).toBe(true);
    expect(await page.getByLabel("What is one thing you are grateful for today?").inputValue()).toBe(
      "Morning light",
    );

    await onAnotherDevice("/tools/check-in", async (other) => {
      await other.getByText(/^Last saved: /).waitFor();
      expect(await other.getByRole("radio", { name: "Medium" }).isChecked()).toBe(true);
      expect(
        await other.getByLabel("What is one gentle intention for the rest of your day?").inputValue(),
      ).toBe("Leave at five");
    });
  });

  it("a double press of Save Check-in saves once and says so once, beside one save indicator", async () => {
    await page.goto("/tools/check-in");
    await page.getByText(/^Last saved: /).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const before = (await apiAs(cookie, `/api/check-ins/${today}`)).body as { revision: number };
    await page.getByLabel("What is one gentle intention for the rest of your day?").fill("Walk at noon");
    await page.getByRole("button", { name: "Save Check-in" }).dblclick();
    await waitForSaved(page);
    // The toaster loads with the first toast, so the toast may come a moment after the save.
    await page.getByText("Check-in saved.").waitFor();
    await expect.poll(() => page.getByText("Check-in saved.").count()).toBe(1);
    expect((await apiAs(cookie, `/api/check-ins/${today}`)).body).toMatchObject({
      revision: before.revision + 1,
      value: { intention: "Walk at noon" },
    });
    // One status line says when it was saved; nothing else repeats it.
    await expect
      .poll(() => page.getByText(/saved/i).filter({ hasNotText: "Check-in saved." }).count())
      .toBe(1);
  });

  it("prints only the check-in", async () => {
    await expectPrintLayout(page, "check-in", "Check-in", ["Save Check-in", "Print"]);
  });
});

describe("Get it Together", () => {
  it("ticks across categories with a counter, keeps them, and Reset Progress clears ticks and reflection", async () => {
    await page.goto("/tools/get-together");
    await page.getByText("0/20 completed").waitFor();
    await tick(page, "Take out the trash and recycling before they overflow.");
    await tick(page, "List the bills due this month with their dates.");
    await tick(page, "Reach out to the friend you keep meaning to call.");
    await page.getByText("3/20 completed").waitFor();
    await page.getByLabel("Reflection").fill("The bills list took ten minutes.");
    await waitForSaved(page);
    await screenshot(page, "get-together-desktop");

    await page.reload();
    await page.getByText("3/20 completed").waitFor();
    expect(await page.getByLabel("Reflection").inputValue()).toBe("The bills list took ten minutes.");
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("getTogether"))) ?? "null");
    expect(stored).toEqual({
      checkedItems: { "0-2": true, "2-1": true, "3-3": true },
      reflection: "The bills list took ten minutes.",
    });

    await onAnotherDevice("/tools/get-together", async (other) => {
      await other.getByText("3/20 completed").waitFor();
      expect(await checkbox(other, "List the bills due this month with their dates.").isChecked()).toBe(true);
    });

    await expectPrintLayout(page, "get-together", "Get it Together", ["Print Checklist", "Reset Progress"]);

    await page.getByRole("button", { name: "Reset Progress" }).click();
    await page.getByText("0/20 completed").waitFor();
    expect(await page.getByLabel("Reflection").inputValue()).toBe("");
    await undoOf(page, "Progress reset.").click();
    await page.getByText("3/20 completed").waitFor();
    expect(await page.getByLabel("Reflection").inputValue()).toBe("The bills list took ten minutes.");
    await page.getByRole("button", { name: "Reset Progress" }).click();
    await page.getByText("0/20 completed").waitFor();
    await waitForSaved(page);
    await page.reload();
    await page.getByText("0/20 completed").waitFor();
  });
});

describe("Clean for Clarity", () => {
  it("keeps the intention, ticks and insights; Start Fresh clears all three", async () => {
    await page.goto("/tools/clean-for-clarity");
    await page.getByLabel("Intention").fill("Room to breathe");
    await tick(page, "Clear the floor of one room. Just the floor.");
    await tick(page, "Close the browser tabs you have kept open just in case.");
    await page.getByLabel("Insights").fill("Less noise, more sleep.");
    await waitForSaved(page);
    await screenshot(page, "clean-for-clarity-desktop");

    await page.reload();
    expect(await page.getByLabel("Intention").inputValue()).toBe("Room to breathe");
    expect(await page.getByLabel("Insights").inputValue()).toBe("Less noise, more sleep.");
    expect(await checkbox(page, "Clear the floor of one room. Just the floor.").isChecked()).toBe(true);

    await onAnotherDevice("/tools/clean-for-clarity", async (other) => {
      await other
        .getByRole("status")
        .filter({ hasText: /^Last saved: / })
        .waitFor();
      expect(await other.getByLabel("Intention").inputValue()).toBe("Room to breathe");
      expect(
        await checkbox(other, "Close the browser tabs you have kept open just in case.").isChecked(),
      ).toBe(true);
    });

    // On paper a ticked item shows a black tick without any background (browsers drop backgrounds).
    await showAsPrinted(page);
    try {
      const box = (name: string) => checkbox(page, name).locator("xpath=following-sibling::span[1]");
      const ticked = box("Clear the floor of one room. Just the floor.");
      expect(await ticked.locator("svg").evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
      expect(await ticked.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
      await expect.poll(() => box("Sort the drawer you avoid opening.").locator("svg").count()).toBe(0);
    } finally {
      await page.emulateMedia({ media: null });
    }

    await expectPrintLayout(page, "clean-for-clarity", "Clean for Clarity", [
      "Print Progress",
      "Start Fresh",
    ]);

    await page.getByRole("button", { name: "Start Fresh" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await undoOf(page, "Cleared for a fresh start.").waitFor();
    expect(await page.getByLabel("Intention").inputValue()).toBe("");
    expect(await page.getByLabel("Insights").inputValue()).toBe("");
    expect(await checkbox(page, "Clear the floor of one room. Just the floor.").isChecked()).toBe(false);
  });
});

describe("two devices", () => {
  type Stored = { value: { intention: string }; revision: number };
  const fromPhone = async (intention: string) => {
    const { body } = await apiAs<Stored>(cookie, "/api/tools/cleanForClarity");
    const value = { checkedItems: {}, intention, insights: "" };
    const res = await apiAs(cookie, "/api/tools/cleanForClarity", {
      method: "PUT",
      json: { value, baseRevision: body.revision },
    });
    expect(res.status).toBe(200);
  };

  it("an edit made elsewhere is never overwritten silently: the member chooses", async () => {
    await page.goto("/tools/clean-for-clarity");
    await page.getByLabel("Intention").waitFor();
    await page.waitForLoadState("networkidle");

    await fromPhone("Written on the phone");
    await page.getByLabel("Intention").fill("Written on the laptop");
    const notice = page.getByRole("alert").filter({ hasText: "was changed on another device" });
    await notice.waitFor();
    await notice.getByRole("button", { name: "Keep this device's version" }).click();
    await waitForSaved(page);
    expect((await apiAs<Stored>(cookie, "/api/tools/cleanForClarity")).body.value.intention).toBe(
      "Written on the laptop",
    );

    await fromPhone("The phone again");
    await page.getByLabel("Intention").fill("The laptop again");
    await notice.waitFor();
    await notice.getByRole("button", { name: "Use the other device's version" }).click();
    await notice.waitFor({ state: "detached" });
    expect(await page.getByLabel("Intention").inputValue()).toBe("The phone again");
  });
});

describe("Press Play for Grace", () => {
  it("suggests, marks complete, counts, and keeps the journey", async () => {
    await page.goto("/tools/press-play");
    await page.getByText("0/8 actions experienced").waitFor();
    const mark = page.getByRole("button", { name: "Mark as Complete" });
    expect(await mark.isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Suggest an Action" }).click();
    await page.getByText("Your action").waitFor();
    await mark.click();
    await page.getByText("1/8 actions experienced").waitFor();
    expect(await mark.isDisabled()).toBe(true);

    await choose(page, "Breathe Deeply");
    if (!(await mark.isDisabled())) await mark.click();
    await choose(page, "Reach Out");
    if (!(await mark.isDisabled())) await mark.click();
    const experienced = await page.getByText("Experienced", { exact: true }).count();
    expect(experienced).toBeGreaterThan(0);
    await page.getByText(`${experienced}/8 actions experienced`).waitFor();
    expect(experienced).toBeGreaterThanOrEqual(2);
    await page.getByLabel("Reflection").fill("Breathing first made the rest easier.");
    await waitForSaved(page);
    await screenshot(page, "press-play-desktop");

    await page.reload();
    await page.getByText(`${experienced}/8 actions experienced`).waitFor();
    expect(await page.getByLabel("Reflection").inputValue()).toBe("Breathing first made the rest easier.");
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("pressPlay"))) ?? "null");
    expect(stored.completedActions).toEqual(expect.arrayContaining(["breathe", "connect"]));

    await onAnotherDevice("/tools/press-play", async (other) => {
      await other.getByText(`${experienced}/8 actions experienced`).waitFor();
    });
  });

  it("never suggests an experienced action; with all eight done, Suggest starts the list again", async () => {
    for (let i = 0; i < 5; i++) {
      await page.getByRole("button", { name: "Suggest an Action" }).click();
      expect(await page.getByRole("button", { name: "Mark as Complete" }).isDisabled()).toBe(false);
    }
    for (const label of [
      "Breathe Deeply",
      "Name Three Good Things",
      "Move Gently",
      "Speak Kindly to Yourself",
      "Hold One Boundary",
      "Find a Spark of Joy",
      "Reach Out",
      "Make Something",
    ]) {
      await choose(page, label);
      const mark = page.getByRole("button", { name: "Mark as Complete" });
      if (!(await mark.isDisabled())) await mark.click();
    }
    await page.getByText("8/8 actions experienced").waitFor();
    await page.getByRole("button", { name: "Suggest an Action" }).click();
    await page.getByText("0/8 actions experienced").waitFor();
    expect(await page.getByRole("button", { name: "Mark as Complete" }).isDisabled()).toBe(false);
  });

  it("prints the journey only, and Start New Cycle clears actions, reflection and selection", async () => {
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await page.getByText("1/8 actions experienced").waitFor();
    await expectPrintLayout(page, "press-play", "Press Play for Grace", ["Print Journey", "Start New Cycle"]);

    await page.getByRole("button", { name: "Start New Cycle" }).click();
    await page.getByText("0/8 actions experienced").waitFor();
    await undoOf(page, "A new cycle begins.").waitFor();
    expect(await page.getByLabel("Reflection").inputValue()).toBe("");
    await page.getByText("Choose an action below, or let us suggest one.").waitFor();
    await expect.poll(() => page.getByRole("radio", { checked: true }).count()).toBe(0);
    await waitForSaved(page);
    await page.reload();
    await page.getByText("0/8 actions experienced").waitFor();
  });
});

describe("icons, not emoji", () => {
  /** Emoji in what the page shows (an emoji font may be missing: they would be empty boxes); © is text. */
  const shownEmoji = (p: Page) =>
    p.evaluate(
      () => document.body.innerText.match(/\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu) ?? [],
    );

  it("check-in answers, progress and plans are icons with words; energy reads full to empty", async () => {
    await page.goto("/tools/check-in");
    const energy = page.getByRole("group", { name: "How much energy do you have today?" });
    await energy.waitFor();
    const icons = await energy
      .locator("label svg")
      .evaluateAll((svgs) =>
        svgs.map((svg) => svg.getAttribute("class")?.match(/lucide-battery[a-z-]*/)?.[0]),
      );
    expect(icons).toEqual([
      "lucide-battery-full",
      "lucide-battery-medium",
      "lucide-battery-low",
      "lucide-battery",
    ]);
    expect(await energy.locator("label").allInnerTexts()).toEqual(["High", "Medium", "Low", "Depleted"]);
    const moods = page.getByRole("group", { name: "How are you feeling right now?" });
    await expect.poll(() => moods.locator("label svg[aria-hidden='true']").count()).toBe(5);
    expect(await shownEmoji(page)).toEqual([]);

    for (const path of ["/dashboard", "/pricing", "/billing/checkout?plan=collective&period=monthly"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shownEmoji(page), path).toEqual([]);
    }
    await page.goto("/dashboard");
    // Today's check-in on the dashboard, with its answers as icons and words.
    const today = page.getByRole("region", { name: "Today" });
    await today.getByText("You checked in today.").waitFor();
    expect(await today.getByRole("listitem").allInnerTexts()).toEqual(["Peaceful", "Medium energy"]);
    const progress = page.getByRole("region", { name: "Journey Progress" });
    await progress.getByText("Grace level").waitFor();
    await progress.getByText("A seed, planted").waitFor();
    await expect.poll(() => progress.locator("dd svg").count()).toBe(2);
  });
});

describe("on a phone", () => {
  it("every tool fits 390 px without sideways scrolling", async () => {
    const phone = await newContext(browser, viewports.phone);
    await signInContext(phone, cookie);
    const small = await phone.newPage();
    for (const tool of ["ask-for-help", "check-in", "get-together", "clean-for-clarity", "press-play"]) {
      await small.goto(`/tools/${tool}`);
      await small.getByRole("heading", { level: 1 }).waitFor();
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tool).toBeLessThanOrEqual(0);
      expect(await axeViolations(small), tool).toEqual([]);
      await small.screenshot({ path: `screenshots/${tool}-phone.png` });
    }
    await phone.close();
  });
});
