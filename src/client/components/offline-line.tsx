import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

/**
 * docs/offline.md: a calm line under the header while the browser is offline. Rendered by the data
 * pages' shell (data-shell.tsx) into the header's status slot, so its code stays out of the first
 * download of `/`; the pages she writes on all sit in that shell.
 */
export function OfflineLine() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    addEventListener("online", update);
    addEventListener("offline", update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
    };
  }, []);
  const slot = typeof document === "undefined" ? null : document.getElementById("header-status");
  if (!offline || !slot) return null;
  return createPortal(
    <p role="status" className="border-t border-linen px-4 py-1.5 text-center text-sm text-muted">
      You are offline. What you write is kept on this device and sent when you are back online.
    </p>,
    slot,
  );
}
