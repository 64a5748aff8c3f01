import { describe, expect, it } from "vitest";
import { journeyPrompts } from "../../content/journey-prompts";
import { welcomeMail } from "./reminder-mails";

// #29 item 5: the welcome mail and Day 1's page name the same time.
describe("the welcome mail", () => {
  it("says Day 1 takes as long as Day 1's time label on the page", () => {
    const label = journeyPrompts.find((p) => p.day === 1)?.minutes;
    const words: Record<number, string> = { 5: "five", 10: "ten", 15: "15" };
    const mail = welcomeMail("ana@example.test", "Ana", "http://localhost:3000/day/1");
    expect(mail.text).toContain(`Day 1 takes about ${words[label ?? 0]} minutes`);
  });
});
