import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

// Toasts only follow an action, so sonner (9 kB gzip) and the toaster's styles are fetched when the
// first toast is shown, not with the page that may show it: the first call asks the layout to mount
// the toaster (components/toaster.tsx) and shows the toast once it is there. Same calls as sonner's
// `toast`, `toast.success` and `toast.error`.

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** True once a toast was asked for: the layout then mounts the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export function toasterMounted() {
  markMounted();
}

function whenReady(show: (sonner: typeof import("sonner")) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  Promise.all([import("sonner"), mounted]).then(
    ([sonner]) => show(sonner),
    () => undefined,
  );
}

function show(message: string, data?: ExternalToast) {
  whenReady(({ toast }) => toast(message, data));
}

export const toast = Object.assign(show, {
  success(message: string, data?: ExternalToast) {
    whenReady(({ toast }) => toast.success(message, data));
  },
  error(message: string, data?: ExternalToast) {
    whenReady(({ toast }) => toast.error(message, data));
  },
});
