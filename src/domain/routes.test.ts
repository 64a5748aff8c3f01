import { describe, expect, it } from "vitest";
import { isAppPath, type PageEntry, pageNames, pageOf, pageTable, paths, viewOf } from "./routes";

describe("the route table", () => {
  it("knows every page of the spec's route table", () => {
    for (const path of [
      "/",
      "/auth",
      "/dashboard",
      "/bonus-tools",
      "/pricing",
      "/tools/ask-for-help",
      "/tools/check-in",
      "/tools/get-together",
      "/tools/clean-for-clarity",
      "/tools/press-play",
      "/admin",
      "/affirmations",
      "/affirmations-90",
      "/printables",
      paths.day(31),
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it("accepts any day id (unknown ones show day 1) and a trailing slash", () => {
    expect(isAppPath("/day/abc")).toBe(true);
    expect(isAppPath("/dashboard/")).toBe(true);
  });

  it("does not know other paths, so they get the 404 page", () => {
    expect(isAppPath("/nowhere")).toBe(false);
    expect(isAppPath("/day/1/extra")).toBe(false);
    expect(isAppPath("/tools")).toBe(false);
  });

  it("names every page whose path takes no part in `paths`, and the others' links land on their page", () => {
    for (const name of pageNames) {
      const { path } = pageTable[name];
      if (!/[:*]/.test(path)) expect(paths[name as keyof typeof paths], name).toBe(path);
    }
    expect(pageOf(paths.day(12))).toBe("day");
    expect(pageOf(paths.pages)).toBe("pages");
    expect(pageOf(`${paths.pages}/a1b2c3`)).toBe("pages");
  });

  it("gives the console's tabs and each member's page their own address, the old member list's too", () => {
    for (const path of [paths.admin, paths.adminTab("audit"), paths.adminMember("a/b c"), "/admin/users"]) {
      expect(pageOf(path), path).toBe("admin");
    }
    expect(paths.adminMember("a/b c")).toBe("/admin/members/a%2Fb%20c");
  });

  it("keeps the console one screen across its tabs, while other pages are one screen per path", () => {
    expect(viewOf(paths.adminTab("members"))).toBe(viewOf(paths.adminMember("m1")));
    expect(viewOf(paths.admin)).toBe(viewOf(paths.adminTab("audit")));
    expect(viewOf(paths.day(1))).not.toBe(viewOf(paths.day(2)));
    expect(viewOf(paths.pages)).not.toBe(viewOf(`${paths.pages}/a1b2c3`));
  });

  it("prerenders only pages a visitor may open", () => {
    const prerendered = pageNames.filter((name) => "prerender" in pageTable[name]);
    expect(prerendered.map((name) => pageTable[name].access)).not.toContain("member");
    // @ts-expect-error a member's page is never prerendered: its HTML would be a visitor's
    const memberPage: PageEntry = { path: "/journal", access: "member", prerender: true };
    expect(memberPage.access).toBe("member");
  });
});
