import { html } from "hono/html";
import { type PaymentStatus, paymentStatusLabels } from "../../domain/payments";
import { formatDollars } from "../../domain/plans";
import type { PaymentRow } from "./payments";

// GET /api/billing/payments/:id/receipt: one payment as a page to print or save (docs/architecture.md,
// "Payments"). hono/html escapes every value.

const day = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function receiptPage(payment: PaymentRow, member: { name: string; email: string }): string {
  const refunded = payment.refundedCents > 0;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${payment.id.slice(0, 8)} | Grind to Grace</title>
<style>
body{margin:0;background:#f7f2ea;color:#2f2622;font:16px/1.6 Georgia,serif}
main{max-width:36rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:1rem}
h1{font-size:1.75rem;margin:0 0 .25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1.5rem;margin:1.5rem 0}
dt{color:#6f625a}dd{margin:0;font-weight:600}.note{color:#6f625a;font-size:.9rem}
@media print{body{background:#fff}main{margin:0;padding:0}}
</style></head>
<body><main>
<h1>Receipt</h1>
<p class="note">Grind to Grace${payment.testMode ? " · Test mode: no card was charged" : ""}</p>
<dl>
<dt>Receipt number</dt><dd>${payment.id}</dd>
<dt>Date</dt><dd>${day(payment.at)}</dd>
<dt>For</dt><dd>${member.name} (${member.email})</dd>
<dt>Item</dt><dd>${payment.description}</dd>
<dt>Amount</dt><dd>${formatDollars(payment.amountCents)} USD</dd>
${refunded ? html`<dt>Refunded</dt><dd>${formatDollars(payment.refundedCents)} USD</dd>` : ""}
<dt>Status</dt><dd>${paymentStatusLabels[payment.status as PaymentStatus]}</dd>
</dl>
<p class="note">Print this page or save it as a PDF from your browser's print menu.</p>
</main></body></html>`.toString();
}
