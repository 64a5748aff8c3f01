import { describe, expect, it } from "vitest";
import { authFor, isSafeCallbackPath, nextInQuery, waitingAt } from "./next-page";

describe("where she goes on after /auth", () => {
  it("a chosen plan's checkout or a gift's link opens Sign Up; any other page Sign In", () => {
    expect(authFor("/billing/checkout?plan=journey&period=annual")).toBe(
      "/auth?tab=sign-up&next=%2Fbilling%2Fcheckout%3Fplan%3Djourney%26period%3Dannual",
    );
    expect(authFor("/billing/manage?gift=abc123")).toBe(
      "/auth?tab=sign-up&next=%2Fbilling%2Fmanage%3Fgift%3Dabc123",
    );
    expect(authFor("/printables")).toBe("/auth?next=%2Fprintables");
    expect(authFor(null)).toBe("/auth");
    expect(authFor(null, "sign-up")).toBe("/auth?tab=sign-up");
    expect(authFor(null, "sign-in")).toBe("/auth");
    expect(authFor("/billing/manage?gift=x", "sign-in")).toBe(
      "/auth?tab=sign-in&next=%2Fbilling%2Fmanage%3Fgift%3Dx",
    );
  });

  it("names what waits: a plan's checkout, a gift, or another page", () => {
    expect(waitingAt("/billing/checkout?plan=flow")).toBe("plan");
    expect(waitingAt("/Billing/Checkout/?plan=flow")).toBe("plan");
    expect(waitingAt("/billing/manage?gift=x")).toBe("gift");
    expect(waitingAt("/billing/manage")).toBe("page");
  });

  it("ignores a next that is not one of our own paths", () => {
    expect(nextInQuery(new URLSearchParams("next=/journal"))).toBe("/journal");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/..//evil.example",
      "/%2F%2Fevil",
      "journal",
    ]) {
      expect(nextInQuery(new URLSearchParams({ next: bad }))).toBeNull();
      expect(isSafeCallbackPath(bad)).toBe(false);
    }
  });
});
