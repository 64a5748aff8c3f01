import { describe, expect, it } from "vitest";
import { passwordResetMail, verificationMail } from "./templates";

describe("mail templates", () => {
  it("escapes every value put into the HTML layout", () => {
    const url = 'https://grace.example/verify?token=a&callbackURL=/dashboard"><script>';
    const mail = verificationMail("ann@example.test", "Ann O'Brien", url);
    expect(mail.html).toContain("token=a&amp;callbackURL=/dashboard&quot;&gt;&lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hi Ann,");
    expect(mail.text).toContain(`Confirm your e-mail: ${url}`);
  });

  it("leaves a name that does not read as one out of the greeting", () => {
    const mail = passwordResetMail("x@example.test", "https://evil.example/claim", "https://grace.example/r");
    expect(mail.text.startsWith("Hi,\n")).toBe(true);
    expect(mail.html).not.toContain("evil.example");
  });
});
