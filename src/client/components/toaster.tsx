import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "../lib/toast";
import "./toaster.css";

/** The toaster, loaded with the first toast (lib/toast.ts) together with its colours. */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <Sonner position="top-center" richColors closeButton />;
}
