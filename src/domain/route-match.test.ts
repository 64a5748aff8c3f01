import { describe, expect, it } from "vitest";
import { isActivePath, matchRoutes, type RouteNode } from "./route-match";

const route = (
  value: string,
  options: { path?: string; index?: boolean } = {},
  children: RouteNode<string>[] = [],
): RouteNode<string> => ({ ...options, value, children });

// The shape of app.tsx: a layout, the home page, a data layout with a protected layout inside, a 404.
const routes = [
  route("layout", {}, [
    route("home", { index: true }),
    route("data", {}, [
      route("auth", { path: "auth" }),
      route("protected", {}, [
        route("day", { path: "day/:dayId" }),
        route("check-in", { path: "tools/check-in" }),
        route("admin-users", { path: "admin/users" }),
      ]),
    ]),
    route("not-found", { path: "*" }),
  ]),
];

describe("matchRoutes", () => {
  it("renders the home page inside the layout for /", () => {
    expect(matchRoutes(routes, "/")).toEqual({ branch: ["layout", "home"], params: {} });
  });

  it("renders a page inside every layout above it", () => {
    expect(matchRoutes(routes, "/tools/check-in")?.branch).toEqual([
      "layout",
      "data",
      "protected",
      "check-in",
    ]);
    expect(matchRoutes(routes, "/auth")?.branch).toEqual(["layout", "data", "auth"]);
  });

  it("passes path parameters, decoded", () => {
    expect(matchRoutes(routes, "/day/12")?.params).toEqual({ dayId: "12" });
    expect(matchRoutes(routes, "/day/caf%C3%A9")?.params).toEqual({ dayId: "café" });
  });

  it("ignores a trailing slash and letter case, as the server does", () => {
    expect(matchRoutes(routes, "/auth/")?.branch.at(-1)).toBe("auth");
    expect(matchRoutes(routes, "/Admin/Users")?.branch.at(-1)).toBe("admin-users");
  });

  it("sends anything else to the catch-all, with the rest of the path", () => {
    expect(matchRoutes(routes, "/day/12/extra")).toEqual({
      branch: ["layout", "not-found"],
      params: { "*": "day/12/extra" },
    });
    expect(matchRoutes(routes, "/admin")?.branch.at(-1)).toBe("not-found");
  });

  it("prefers a static segment to a parameter, whatever the order of the routes", () => {
    const table = [route("by-id", { path: "day/:dayId" }), route("latest", { path: "day/latest" })];
    expect(matchRoutes(table, "/day/latest")?.branch).toEqual(["latest"]);
    expect(matchRoutes(table, "/day/3")?.branch).toEqual(["by-id"]);
  });

  it("matches nothing when no route fits and there is no catch-all", () => {
    expect(matchRoutes([route("auth", { path: "auth" })], "/pricing")).toBeNull();
  });
});

describe("isActivePath", () => {
  it("marks a link current on its own path and below it", () => {
    expect(isActivePath("/admin", "/admin")).toBe(true);
    expect(isActivePath("/admin", "/admin/users")).toBe(true);
    expect(isActivePath("/admin", "/administration")).toBe(false);
  });

  it("with `end`, only on its own path (Home is not current everywhere)", () => {
    expect(isActivePath("/", "/", true)).toBe(true);
    expect(isActivePath("/", "/pricing", true)).toBe(false);
    expect(isActivePath("/admin", "/admin/users", true)).toBe(false);
  });
});
