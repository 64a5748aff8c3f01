// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { planOpensLine } from "../../../domain/plan-opens";
import { planByKey } from "../../../domain/plans";
import { PlanCard } from "./plan-card";

// A plan card as the pricing page draws it (spec §9): its price, what it opens, and a button that is a
// real link to the checkout in a new tab, or the member's own plan, disabled.

afterEach(cleanup);

const checkout = { to: "/billing/checkout?plan=journey&period=monthly", newTab: true };

describe("a plan card", () => {
  it("offers Subscribe as a link to the checkout in a new tab, with the monthly price and what the plan opens", () => {
    const journey = planByKey("journey");
    render(<PlanCard plan={journey} isAnnual={false} choice="subscribe" action={checkout} />);
    const card = screen.getByRole("article", { name: "Grace Journey" });
    expect(within(card).getByText("$22")).toBeTruthy();
    expect(within(card).getByText("/month")).toBeTruthy();
    expect(within(card).getByText(planOpensLine("Grace Journey"))).toBeTruthy();
    expect(within(card).getByText("Most Popular")).toBeTruthy();
    const subscribe = within(card).getByRole("link", { name: journey.buttonLabel });
    expect(subscribe.getAttribute("href")).toBe(checkout.to);
    expect(subscribe.getAttribute("target")).toBe("_blank");
    expect(subscribe.getAttribute("rel")).toBe("noopener");
  });

  it("shows the annual price and what a year saves", () => {
    const collective = planByKey("collective");
    render(<PlanCard plan={collective} isAnnual choice="subscribe" action={checkout} />);
    const card = screen.getByRole("article", { name: "Grace Collective" });
    expect(within(card).getByText("$333")).toBeTruthy();
    expect(within(card).getByText("/year")).toBeTruthy();
    expect(within(card).getByText(/^Save \$\d+ a year$/)).toBeTruthy();
  });

  it("shows her own plan as Current Plan, a button she cannot press, and another plan as Upgrade", () => {
    render(
      <>
        <PlanCard plan={planByKey("flow")} isAnnual={false} choice="current" action={checkout} />
        <PlanCard plan={planByKey("collective")} isAnnual={false} choice="upgrade" action={checkout} />
      </>,
    );
    const current = within(screen.getByRole("article", { name: "Grace Flow" })).getByRole("button", {
      name: "Current Plan",
    });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    const collective = screen.getByRole("article", { name: "Grace Collective" });
    expect(within(collective).getByRole("link", { name: "Upgrade" })).toBeTruthy();
    expect(within(collective).queryByText("Most Popular")).toBeNull();
  });
});
