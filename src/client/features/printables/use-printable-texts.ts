import { useQuery } from "@tanstack/react-query";
import { answer, printablesApi } from "../../lib/api-client";

// GET /api/printables: each printable's title and description as the coach last published them
// (docs/architecture.md, "Editing the content"); kept by the service worker for offline reading.

/** The printables' one key. */
export const printableKeys = { all: ["printables"] as const };

export const usePrintableTexts = () =>
  useQuery({ queryKey: printableKeys.all, queryFn: () => answer(printablesApi.index.$get()) });
