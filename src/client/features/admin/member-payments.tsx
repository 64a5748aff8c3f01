import { type FormEvent, useState } from "react";
import { type Payment, paymentStatusLabels } from "../../../domain/payments";
import { formatDollars } from "../../../domain/plans";
import { roleAllows } from "../../../domain/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { boundTo } from "../../lib/bound-to";
import { useSession } from "../../lib/session";
import { longDate } from "./console-format";
import { useMemberPayments, useRefund } from "./use-console";

/** Her payments on her console page, each refundable in full or in part with a reason (docs/architecture.md, "Payments"). */
export function MemberPayments({ id }: { id: string }) {
  const payments = useMemberPayments(id);
  // Refunds are an administrator's (D28): staff see her payments only.
  const canRefund = roleAllows(useSession().session.consoleRole, "admin");
  const [open, setOpen] = useState<string | null>(null);
  const list = payments.data?.payments ?? [];
  return (
    <Card>
      <h2 className="text-xl">Payments</h2>
      {payments.isPending ? (
        <p className="mt-3 text-muted">Loading her payments...</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-muted">No payments.</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-linen text-sm">
          {list.map((payment) => (
            <li key={payment.id} className="py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-semibold">{longDate(payment.at)}</span>: {payment.description},{" "}
                  {formatDollars(payment.amountCents)} · {paymentStatusLabels[payment.status]}
                  {payment.refundedCents > 0 ? ` (${formatDollars(payment.refundedCents)} refunded)` : ""}
                </span>
                {canRefund && refundable(payment) && open !== payment.id && (
                  <Button size="sm" variant="secondary" onClick={() => setOpen(payment.id)}>
                    Refund
                  </Button>
                )}
              </div>
              {open === payment.id && (
                <RefundForm memberId={id} payment={payment} onDone={() => setOpen(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const refundable = (payment: Payment) =>
  payment.status !== "failed" && payment.refundedCents < payment.amountCents;

function RefundForm({ memberId, payment, onDone }: { memberId: string; payment: Payment; onDone(): void }) {
  const refund = useRefund(memberId);
  const left = payment.amountCents - payment.refundedCents;
  const [dollars, setDollars] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(dollars) * 100);
    refund.mutate(
      { paymentId: payment.id, ...(cents === left ? {} : { amountCents: cents }), reason },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
      <TextField
        label={`Amount in dollars (at most ${formatDollars(left)})`}
        inputMode="decimal"
        required
        {...boundTo(dollars, setDollars)}
      />
      <TextField label="Reason" required maxLength={300} {...boundTo(reason, setReason)} />
      <div className="flex gap-2">
        <Button type="submit" busy={refund.isPending}>
          Refund
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Not now
        </Button>
      </div>
      {refund.error && (
        <p className="text-sm text-clay-dark sm:col-span-3" role="alert">
          {refund.error instanceof ApiError ? refund.error.message : "That did not work. Please try again."}
        </p>
      )}
    </form>
  );
}
