import { describe, expect, it } from "vitest";
import { isAppPath, paths } from "./routes";

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
});
