import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { X } from "../first-screen-icons";

// Radix dialog: focus is trapped inside, Escape closes, and focus returns to the opener.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  width?: string;
}

export function DialogContent({ title, description, children, width = "max-w-lg" }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="no-print fixed inset-0 z-50 bg-scrim backdrop-blur-sm" />
      <DialogPrimitive.Content
        // Without a description, Radix wants aria-describedby set to undefined explicitly.
        {...(description ? {} : { "aria-describedby": undefined })}
        className={`no-print fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl border border-linen bg-cream shadow-xl focus:outline-none`}
      >
        <div className="flex items-start gap-4 border-b border-linen px-6 pb-4 pt-6">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className="font-display text-2xl leading-tight text-ink">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
