import { useLayoutEffect } from "react";

export function useDocumentTitle(title: string) {
  // Before the router's own layout effect, which announces the new title (lib/arrival.ts).
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
