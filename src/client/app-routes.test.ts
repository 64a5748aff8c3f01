import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { isAppPath, pageRoutes, paths, sectionOf } from "../domain/routes";
import { App } from "./app";
import { ProtectedRoute } from "./components/protected-route";
import type { RouteProps } from "./lib/router";

/** Every page path the client's <Routes> mounts, absolute, from the element tree App() returns. */
function mountedPaths(node: ReactNode, parent = "", signedIn = false): { path: string; signedIn: boolean }[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { path, index, children, element } = (child as ReactElement<RouteProps>).props;
    const here = path === undefined ? parent : `${parent}/${path.replace(/^\//, "")}`;
    const guarded = signedIn || (isValidElement(element) && element.type === ProtectedRoute);
    const own = index ? [parent || "/"] : path !== undefined && path !== "*" ? [here] : [];
    return [
      ...own.map((mounted) => ({ path: mounted.replace(/\/+/g, "/"), signedIn: guarded })),
      ...mountedPaths(children, here, guarded),
    ];
  });
}

describe("the route table and the client router", () => {
  it("agree on the app's pages", () => {
    const mounted = mountedPaths(App()).map(({ path }) => path);
    expect(mounted.sort()).toEqual(pageRoutes.map((route) => route.pattern).sort());
  });

  it("puts exactly the pages the table says need a member behind sign-in", () => {
    const behindSignIn = mountedPaths(App())
      .filter((route) => route.signedIn)
      .map(({ path }) => path);
    const members = pageRoutes.filter((route) => route.needs === "member").map((route) => route.pattern);
    expect(behindSignIn.sort()).toEqual(members.sort());
    expect(behindSignIn).toContain(paths.dashboard);
    expect(behindSignIn).not.toContain(paths.pricing);
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
