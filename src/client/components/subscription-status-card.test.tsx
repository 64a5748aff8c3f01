// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/support/fake-api";
import { type SubscriptionState, unsubscribedState } from "../../domain/subscription-status";
import { SessionProvider } from "../lib/session";
import { NO_SUBSCRIPTION, SubscriptionStatusCard } from "./subscription-status-card";

// spec §2's subscription status card, as a signed-in member sees it for each state of her plan.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { user: { id: "member-1", email: "iris@example.test", name: "Iris" }, isAdmin: false };

function showCard(subscription: (url: URL) => SubscriptionState) {
  const api = fakeApi({ "/api/session": session, "/api/subscription": subscription });
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SubscriptionStatusCard />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { api, card: () => screen.getByRole("region", { name: "Your Subscription" }) };
}

const journey: SubscriptionState = {
  ...unsubscribedState,
  subscribed: true,
  subscription_tier: "Grace Journey",
  subscription_end: "2026-12-27T00:00:00.000Z",
  status: "active",
  trial_used: true,
};

describe("the subscription status card", () => {
  it("shows her plan, how she is billed and when it renews, with Manage Subscription", async () => {
    const { card } = showCard(() => journey);
    await within(card()).findByText("Grace Journey");
    expect(within(card()).getByText("Monthly")).toBeTruthy();
    expect(within(card()).getByText("Next billing")).toBeTruthy();
    expect(within(card()).getByText("December 27, 2026")).toBeTruthy();
    expect(within(card()).getByRole("button", { name: "Manage Subscription" })).toBeTruthy();
  });

  it("says a trial is a trial, and when a cancelled plan's access ends", async () => {
    const { card } = showCard(() => ({ ...journey, status: "trialing", is_annual: true }));
    await within(card()).findByText("Free trial until");
    expect(within(card()).getByText("Annual")).toBeTruthy();
    cleanup();
    const cancelled = showCard(() => ({ ...journey, cancel_at_period_end: true }));
    await within(cancelled.card()).findByText("Access ends");
  });

  it("offers a plan to a member without one, and Refresh asks the payment provider again", async () => {
    let plan: SubscriptionState = unsubscribedState;
    const { api, card } = showCard(() => plan);
    await within(card()).findByText(NO_SUBSCRIPTION);
    expect(within(card()).getByRole("link", { name: "Choose Plan" }).getAttribute("href")).toBe("/pricing");

    plan = journey;
    await userEvent.click(within(card()).getByRole("button", { name: "Refresh" }));
    await within(card()).findByText("Grace Journey");
    expect(api.asked).toContain("GET /api/subscription?refresh=1");
  });

  it("says until when a paused plan rests, with Resume now", async () => {
    const { card } = showCard(() => ({
      ...journey,
      subscribed: false,
      status: "paused",
      resumes_at: "2027-02-01T00:00:00.000Z",
    }));
    await within(card()).findByText("Grace Journey: Paused until February 1, 2027");
    expect(within(card()).getByRole("link", { name: "Resume now" }).getAttribute("href")).toBe(
      "/billing/manage",
    );
  });
});
