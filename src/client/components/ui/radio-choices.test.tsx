// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { RadioChoices } from "./radio-choices";

// One choice among a few, as the billing forms and the growth page ask it: a group named by its legend,
// one radio button each, the one chosen checked.

afterEach(cleanup);

function PauseLength() {
  const [months, setMonths] = useState<1 | 2 | 3>(1);
  return (
    <>
      <RadioChoices
        legend="Pause for"
        choices={[1, 2, 3] as const}
        value={months}
        onChange={setMonths}
        label={(value) => `${value} month${value === 1 ? "" : "s"}`}
        layout="flex flex-wrap gap-2"
      />
      <p>Chosen: {months}</p>
    </>
  );
}

describe("a radio choice list", () => {
  it("names its group by the legend, checks the choice made and follows a new one", () => {
    render(<PauseLength />);
    const group = screen.getByRole("group", { name: "Pause for" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    fireEvent.click(within(group).getByRole("radio", { name: "3 months" }));
    expect((within(group).getByRole("radio", { name: "3 months" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Chosen: 3")).toBeTruthy();
  });

  it("keeps a hidden legend for screen readers, and the pill look's choices as plain words", () => {
    render(
      <RadioChoices
        legend="Show"
        hideLegend
        choices={["mood", "energy"] as const}
        value="energy"
        onChange={() => undefined}
        label={(choice) => (choice === "mood" ? "Mood" : "Energy")}
        look="pill"
      />,
    );
    const group = screen.getByRole("group", { name: "Show" });
    expect((within(group).getByRole("radio", { name: "Energy" }) as HTMLInputElement).checked).toBe(true);
  });
});
