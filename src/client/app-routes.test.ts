import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { isAppPath, pageRoutes, paths, sectionOf } from "../domain/routes";
import { App } from "./app";
import type { RouteProps } from "./lib/router";

/** Every page path the client's <Routes> mounts, absolute, from the element tree App() returns. */
function mountedPaths(node: ReactNode, parent = ""): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { path, index, children } = (child as ReactElement<RouteProps>).props;
    const here = path === undefined ? parent : `${parent}/${path.replace(/^\//, "")}`;
    const own = index ? [parent || "/"] : path !== undefined && path !== "*" ? [here] : [];
    return [...own, ...mountedPaths(children, here)];
  });
}

describe("the route table and the client router", () => {
  it("agree on the app's pages", () => {
    const mounted = mountedPaths(App()).map((path) => path.replace(/\/+/g, "/"));
    expect(mounted.sort()).toEqual(pageRoutes.map((route) => route.pattern).sort());
  });

  it("the server side answers a page in any letter case, as the client router renders it", () => {
    expect(isAppPath("/Dashboard")).toBe(true);
    expect(isAppPath("/TOOLS/Check-In/")).toBe(true);
    expect(isAppPath("/Dashboards")).toBe(false);
  });

  it("puts the pages below a section under its header link", () => {
    expect(sectionOf(paths.day(4))).toBe("journey");
    expect(sectionOf(paths.checkIn)).toBe("tools");
    expect(sectionOf(paths.affirmations90)).toBe("affirmations");
    expect(sectionOf(paths.billing)).toBe("pricing");
    expect(sectionOf(paths.checkout)).toBe("pricing");
    expect(sectionOf(paths.auth)).toBeUndefined();
  });
});
