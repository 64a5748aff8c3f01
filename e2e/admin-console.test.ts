import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { adminCookie, apiAs, createMember, signInAdmin } from "./support/members";

// The operator's console (docs/architecture.md, "The console") at 1280 and 390 px: each tab shows, axe finds
// nothing, nothing scrolls sideways, and complimentary access can be given from her page.

const tabs = [
  { name: "Overview", ready: "In a few words" },
  { name: "Members", ready: "Find members" },
  { name: "Path", ready: "How far members have come" },
  { name: "Audit", ready: "Audit log" },
] as const;

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe("the operator's console", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [size, viewport] of [
    ["1280", viewports.desktop],
    ["390", viewports.phone],
  ] as const) {
    it(`shows every tab at ${size} px, accessible and without sideways scrolling`, async () => {
      const context = await newContext(browser, viewport);
      await signInAdmin(context);
      const page = await context.newPage();
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Total Users" }).waitFor();
      for (const tab of tabs) {
        await page.getByRole("tab", { name: tab.name }).click();
        await page.getByRole("heading", { name: tab.ready }).waitFor();
        expect(await axeViolations(page), `${tab.name} at ${size}`).toEqual([]);
        expect(await noSidewaysScroll(page), `${tab.name} at ${size}`).toBe(true);
        await screenshot(page, `admin-console-${tab.name.toLowerCase()}-${size}`);
      }
      await context.close();
    }, 180_000);
  }

  it("gives a member complimentary access from her page, and the audit log shows it", async () => {
    const member = await createMember({ firstName: "Grace" });
    const subscribed = await apiAs(member.cookie, "/api/subscription");
    expect(subscribed.body).toMatchObject({ subscribed: false });

    const context = await newContext(browser, viewports.phone);
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Members" }).click();
    await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(member.email);
    await page.getByText(member.email).waitFor();
    await page.getByRole("link", { name: /^Grace/ }).click();
    await page.getByRole("heading", { name: "Complimentary access" }).waitFor();
    await page.getByRole("combobox", { name: "Plan" }).selectOption("journey");
    await page.getByRole("button", { name: "Grant complimentary access" }).click();
    await page.getByText("Grace Journey, with no end date.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, "admin-console-member-390");

    const comped = await apiAs(member.cookie, "/api/subscription");
    expect(comped.body).toMatchObject({
      subscribed: true,
      status: "comped",
      subscription_tier: "Grace Journey",
    });

    await page.getByRole("button", { name: "End complimentary access" }).click();
    await page.getByRole("button", { name: "Grant complimentary access" }).waitFor();
    await page.getByRole("button", { name: "← All members" }).click();
    await page.getByRole("tab", { name: "Audit" }).click();
    await page.getByText("Ended complimentary access").first().waitFor();
    await page.getByText("Granted complimentary access").first().waitFor();
    await context.close();
  }, 180_000);

  for (const [size, viewport, firstName] of [
    ["1280", viewports.desktop, "Rhea"],
    ["390", viewports.phone, "Rosa"],
  ] as const) {
    it(`refunds part of a member's payment from her page at ${size} px, and the audit log shows it`, async () => {
      const member = await createMember({ firstName });
      const flow = { plan: "flow", isAnnual: false };
      await apiAs(member.cookie, "/api/billing/local/confirm", { method: "POST", json: flow });
      await apiAs(member.cookie, "/api/billing/local/end-trial", { method: "POST" });

      const context = await newContext(browser, viewport);
      await signInAdmin(context);
      const page = await context.newPage();
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Members" }).click();
      await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(member.email);
      await page.getByText(member.email).waitFor();
      // Her row (the list may still show others of her name until the search has run).
      await page
        .getByRole("listitem")
        .filter({ hasText: member.email })
        .getByRole("link", { name: new RegExp(`^${firstName}`) })
        .click();
      await page.getByRole("heading", { name: "Payments" }).waitFor();
      await page.getByText("Grace Flow, monthly, $11 · Paid", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      await page.getByRole("textbox", { name: /^Amount in dollars/ }).fill("20");
      await page.getByRole("textbox", { name: "Reason" }).fill("Asked after a double charge");
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      await page.getByText("At most $11 of this payment can still be refunded.").waitFor();
      await page.getByRole("textbox", { name: /^Amount in dollars/ }).fill("4");
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      await page.getByText("Partly refunded ($4 refunded)", { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, `admin-console-refund-${size}`);
      await page.getByRole("button", { name: "← All members" }).click();
      await page.getByRole("tab", { name: "Audit" }).click();
      await page.getByText("Refunded a payment").first().waitFor();
      await context.close();
    }, 180_000);
  }

  it("creates an offer from the form, clears its code for the next, and ends it", async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto("/admin");
    const offers = page.getByRole("region", { name: "Offers" });
    await offers.getByRole("textbox", { name: "Code" }).fill("spring3");
    await offers.getByRole("combobox", { name: "Kind" }).selectOption("amount");
    await offers.getByRole("spinbutton", { name: "Value" }).fill("5");
    await offers.getByRole("combobox", { name: "For" }).selectOption("repeating");
    await offers.getByRole("spinbutton", { name: "Months" }).fill("2");
    await offers.getByLabel("Ends after (optional)").fill("2099-12-31");
    await offers.getByRole("spinbutton", { name: "Most uses (optional)" }).fill("50");
    await offers.getByRole("checkbox", { name: "Grace Journey" }).check();
    await screenshot(page, "admin-console-offer-form-1280");
    await offers.getByRole("button", { name: "Create offer" }).click();
    await page.getByText("Offer SPRING3 created.").waitFor();
    await offers.getByText("SPRING3", { exact: true }).waitFor();
    expect(await offers.getByRole("textbox", { name: "Code" }).inputValue()).toBe("");
    expect(await offers.getByRole("spinbutton", { name: "Months" }).inputValue()).toBe("2");
    const offer = await apiAs("", "/api/offers/SPRING3");
    expect(offer.body).toMatchObject({ code: "SPRING3", kind: "amount", value: 5, plans: ["journey"] });
    const listed = await apiAs<{ offers: { code: string; expiresOn: string; maxRedemptions: number }[] }>(
      await adminCookie(),
      "/api/admin/offers",
    );
    expect(listed.body.offers.find((row) => row.code === "SPRING3")).toMatchObject({
      expiresOn: "2099-12-31",
      maxRedemptions: 50,
    });
    await offers.getByRole("button", { name: "End SPRING3" }).click();
    await offers.getByText(/Ended\./).waitFor();
    await context.close();
  }, 180_000);
});
