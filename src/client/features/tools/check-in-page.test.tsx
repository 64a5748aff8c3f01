// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/fake-api";
import { utcDateKey } from "../../../domain/today";
import { BrowserRouter } from "../../lib/router";
import { SessionProvider } from "../../lib/session";
import CheckInPage from "./check-in-page";

// spec §2–§5's check-in form: mood and energy are enough to save (the written answers are optional,
// D24), Save sends one check-in for today, and the saving line says when it was saved.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const today = utcDateKey(new Date());

function showCheckIn() {
  const sent: unknown[] = [];
  fakeApi({
    "/api/session": { user: { id: "member-1", email: "iris@example.test", name: "Iris" }, isAdmin: false },
    // Asked before her first words are sent: her journal is not private.
    "/api/private-journal": { state: "off", keys: null, revision: 0, updatedAt: null },
    [`/api/check-ins/${today}`]: (_url: URL, init?: RequestInit) => {
      if (init?.method !== "PUT") return { value: null, revision: 0, updatedAt: null };
      sent.push(JSON.parse(String(init.body)));
      return { revision: 1, updatedAt: new Date().toISOString() };
    },
  });
  window.history.replaceState(null, "", "/tools/check-in");
  render(
    <BrowserRouter>
      <SessionProvider>
        <QueryClientProvider client={new QueryClient()}>
          <CheckInPage />
        </QueryClientProvider>
      </SessionProvider>
    </BrowserRouter>,
  );
  return { sent };
}

const save = () => screen.getByRole("button", { name: "Save Check-in" }) as HTMLButtonElement;

describe("the check-in form", () => {
  it("saves with a mood and an energy alone, and says when it was saved", async () => {
    const { sent } = showCheckIn();
    expect(save().disabled).toBe(true);
    expect(screen.getByText("Choose a mood and an energy level to save.")).toBeTruthy();

    await userEvent.click(await screen.findByRole("radio", { name: "Peaceful" }));
    expect(save().disabled).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Low" }));
    expect(save().disabled).toBe(false);
    expect(screen.queryByText("Choose a mood and an energy level to save.")).toBeNull();

    await userEvent.click(save());
    await screen.findByText(/^Last saved: /);
    expect(sent).toEqual([
      {
        value: expect.objectContaining({
          mood: "peaceful",
          energy: "low",
          gratitude: "",
          challenge: "",
          intention: "",
        }),
        baseRevision: 0,
      },
    ]);
  });

  it("sends what she wrote and the tags she chose with it", async () => {
    const { sent } = showCheckIn();
    await userEvent.click(await screen.findByRole("radio", { name: "Energized" }));
    await userEvent.click(screen.getByRole("radio", { name: "High" }));
    await userEvent.type(
      screen.getByLabelText("What is one gentle intention for the rest of your day?"),
      "Leave at five",
    );
    await userEvent.click(screen.getByRole("button", { name: "Outside", pressed: false }));
    expect(screen.getByRole("button", { name: "Outside" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(save());
    await screen.findByText(/^Last saved: /);
    expect(sent[0]).toMatchObject({
      value: { mood: "energized", energy: "high", intention: "Leave at five", tags: ["outside"] },
    });
  });
});
