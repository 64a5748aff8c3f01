import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "../lib/toast";
import "./toaster.css";

/**
 * Toasts sit just below the sticky header (h-16), never over it: a toast over the header at 390 px hid
 * Sign Out and the menu while it showed.
 */
const BELOW_HEADER = { top: "4.75rem" };

/** The toaster, loaded with the first toast (lib/toast.ts) together with its colours. */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
  );
}
