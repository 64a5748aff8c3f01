import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { type Access, isAppPath, pageNames, pageTable, paths, sectionOf } from "../domain/routes";
import { App } from "./app";
import { AdminRoute, ProtectedRoute } from "./components/protected-route";
import type { RouteProps } from "./lib/router";

// The client router mounts the page registry (src/domain/routes.ts): every page at its path, behind
// the guards its access names. This walks the element tree App() returns, as the router reads it.

/** Below the layout, the data shell is the one wrapper that is neither sign-in nor the admin's. */
function accessOf(wrappers: unknown[]): Access {
  if (wrappers.includes(AdminRoute)) return "admin";
  if (wrappers.includes(ProtectedRoute)) return "member";
  return wrappers.length > 1 ? "data" : "public";
}

/** Every page path the client's <Routes> mounts, absolute, with the access its wrappers give it. */
function mountedPages(
  node: ReactNode,
  parent = "",
  wrappers: unknown[] = [],
): { path: string; access: Access }[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { path, index, children, element } = (child as ReactElement<RouteProps>).props;
    const here = path === undefined ? parent : `${parent}/${path.replace(/^\//, "")}`;
    const inside = path === undefined && isValidElement(element) ? [...wrappers, element.type] : wrappers;
    const own = index ? [parent || "/"] : path !== undefined && path !== "*" ? [here] : [];
    return [
      ...own.map((mounted) => ({ path: mounted.replace(/\/+/g, "/"), access: accessOf(wrappers) })),
      ...mountedPages(children, here, inside),
    ];
  });
}

const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);

describe("the page registry and the client router", () => {
  it("mount every page of the registry, and only those, behind the guards its access names", () => {
    const registry = pageNames.map((name) => ({
      path: pageTable[name].path,
      access: pageTable[name].access,
    }));
    expect(mountedPages(App()).sort(byPath)).toEqual(registry.sort(byPath));
  });

  it("puts the dashboard behind sign-in, the admin's pages behind her check, and pricing before both", () => {
    const access = Object.fromEntries(mountedPages(App()).map(({ path, access }) => [path, access]));
    expect(access[paths.home]).toBe("public");
    expect(access[paths.pricing]).toBe("data");
    expect(access[paths.dashboard]).toBe("member");
    expect(access[pageTable.admin.path]).toBe("admin");
  });

  it("the server side answers a page in any letter case, as the client router renders it", () => {
    expect(isAppPath("/Dashboard")).toBe(true);
    expect(isAppPath("/TOOLS/Check-In/")).toBe(true);
    expect(isAppPath("/Dashboards")).toBe(false);
  });

  it("puts the pages below a section under its header link", () => {
    expect(sectionOf(paths.day(4))).toBe("journey");
    expect(sectionOf(`${paths.pages}/a1b2`)).toBe("journey");
    expect(sectionOf(paths.checkIn)).toBe("tools");
    expect(sectionOf(paths.affirmations90)).toBe("affirmations");
    expect(sectionOf(paths.billing)).toBe("pricing");
    expect(sectionOf(paths.checkout)).toBe("pricing");
    expect(sectionOf(paths.auth)).toBeUndefined();
  });
});
