import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "../../components/ui/button";

interface CancelNowDialogProps {
  planName: string;
  /** The cancellation is on its way. */
  busy: boolean;
  /** Cancels; `close` shuts the dialog once the server has answered. */
  onConfirm(close: () => void): void;
}

/** Cancelling now ends access at once, so it asks first (Radix: focus trap, Escape, focus returns). */
export function CancelNowDialog({ planName, busy, onConfirm }: CancelNowDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="text-clay-dark">
          Cancel now
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream p-6 shadow-xl">
          <Dialog.Title className="font-display text-2xl">Cancel {planName} now?</Dialog.Title>
          <Dialog.Description className="mt-3 text-muted">
            Your access to {planName} ends right away. Your reflections stay yours.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Keep my plan</Button>
            </Dialog.Close>
            <Button busy={busy} onClick={() => onConfirm(() => setOpen(false))}>
              Cancel subscription now
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
