import type { ExternalToast } from "sonner";

// Toasts only follow an action, so sonner (9 kB gzip) is fetched when the first one is shown, not
// with the page that may show it; layout.tsx mounts its <Toaster> the same lazy way. Same calls as
// sonner's `toast`, `toast.success` and `toast.error`.
const sonner = () => import("sonner");

function show(message: string, data?: ExternalToast) {
  void sonner().then(({ toast }) => toast(message, data));
}

export const toast = Object.assign(show, {
  success(message: string, data?: ExternalToast) {
    void sonner().then(({ toast }) => toast.success(message, data));
  },
  error(message: string, data?: ExternalToast) {
    void sonner().then(({ toast }) => toast.error(message, data));
  },
});
