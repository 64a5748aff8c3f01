import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";

interface ConfirmDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a destructive action. Focus starts on Close, so Enter never destroys by accident. */
export function ConfirmDialog({ trigger, title, body, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={body} width="max-w-md">
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
