// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Award, BookOpen, type Icon, Menu, Printer, Sun, X } from "./first-screen-icons";

afterEach(cleanup);

const drawn = (element: React.ReactElement) => {
  const svg = render(element).container.querySelector("svg");
  if (!svg) throw new Error("no svg drawn");
  return svg;
};

describe("the first screen's icons", () => {
  const pairs: [string, Icon, ComponentType<{ className?: string }>][] = [
    ["Award", Award, lucide.Award],
    ["BookOpen", BookOpen, lucide.BookOpen],
    ["Menu", Menu, lucide.Menu],
    ["Printer", Printer, lucide.Printer],
    ["Sun", Sun, lucide.Sun],
    ["X", X, lucide.X],
  ];
  it.each(pairs)("draw %s with lucide-react's shapes, size and stroke", (_name, Mine, Theirs) => {
    const ours = drawn(<Mine className="size-6" />);
    const theirs = drawn(<Theirs className="size-6" />);
    expect(ours.innerHTML).toBe(theirs.innerHTML);
    for (const attribute of ["width", "height", "viewBox", "fill", "stroke", "stroke-width", "aria-hidden"])
      expect(ours.getAttribute(attribute), attribute).toBe(theirs.getAttribute(attribute));
  });

  it("are hidden from assistive technology unless named, and take a size", () => {
    const named = drawn(<Sun aria-label="Light" size={32} />);
    expect(named.getAttribute("aria-hidden")).toBeNull();
    expect(named.getAttribute("aria-label")).toBe("Light");
    expect(named.getAttribute("width")).toBe("32");
  });
});
