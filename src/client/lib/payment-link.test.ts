import { describe, expect, it } from "vitest";
import { paymentLinkFor } from "./payment-link";

describe("a payment link for a member", () => {
  it("carries the member's id and e-mail, encoded", () => {
    const url = new URL(
      paymentLinkFor("https://buy.stripe.com/test_abc?locale=en", {
        id: "u_123",
        email: "ana+1@example.test",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://buy.stripe.com/test_abc");
    expect(url.searchParams.get("locale")).toBe("en");
    expect(url.searchParams.get("client_reference_id")).toBe("u_123");
    expect(url.searchParams.get("prefilled_email")).toBe("ana+1@example.test");
  });
});
