import { FlaskConical } from "lucide-react";

/** docs/architecture.md D6: the local provider's pages say plainly that nothing is charged. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-ink"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
      <p>
        <strong className="font-semibold">Test mode — no real payment.</strong> This server has no payment
        provider connected, so subscribing here grants access without charging anything.
      </p>
    </div>
  );
}
