import { useQuery } from "@tanstack/react-query";
import { answer, printablesApi } from "../../lib/api-client";

// GET /api/printables: each printable's title and description as the coach last published them
// (docs/architecture.md, "Editing the content"); kept by the service worker for offline reading.

export const usePrintableTexts = () =>
  useQuery({ queryKey: ["printables"], queryFn: () => answer(printablesApi.index.$get()) });
