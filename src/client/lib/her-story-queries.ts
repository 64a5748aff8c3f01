import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPath } from "../../domain/api-paths";
import type { CheckInPatterns } from "../../domain/check-in-tags";
import type { OnThisDay, ResurfaceKind } from "../../domain/on-this-day";
import type { PageList } from "../../domain/open-pages";
import type { ReturnPromptsOverview } from "../../domain/return-prompts";
import type { WelcomeBack } from "../../domain/welcome-back";
import { api } from "./api";

// Her story over time (D23): open pages, on this day, welcome back, what helps, what comes next.
// These routes share their address with a document's `:key` (server/http/word-key.ts), so they are
// called by path rather than through the typed client.

/** Her calendar date, as her browser sees it (YYYY-MM-DD). */
export function localDateKey(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const pagesQueryKey = ["pages"] as const;

/** Her open pages, newest first, 50 at a time ("Show older pages"). */
export function usePages() {
  return useInfiniteQuery({
    queryKey: pagesQueryKey,
    queryFn: ({ pageParam }) =>
      api<PageList>(`${apiPath("pages")}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: "",
    getNextPageParam: (list) => list.nextCursor ?? undefined,
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(`${apiPath("pages")}/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}

const onThisDayKey = ["journal", "on-this-day"] as const;

export function useOnThisDay() {
  return useQuery({
    queryKey: onThisDayKey,
    queryFn: () => api<OnThisDay>(`${apiPath("journal")}/on-this-day?today=${localDateKey()}`),
  });
}

export function useHideFromOnThisDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: ResurfaceKind; key: string }) =>
      api<{ hidden: true }>(`${apiPath("journal")}/on-this-day/hidden`, { method: "POST", body: item }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onThisDayKey }),
  });
}

export function useWelcomeBack() {
  return useQuery({
    queryKey: ["welcome-back"],
    queryFn: () => api<WelcomeBack>(`${apiPath("journey")}/welcome-back`),
  });
}

export function useCheckInPatterns() {
  return useQuery({
    queryKey: ["check-ins", "patterns"],
    queryFn: () => api<CheckInPatterns>(`${apiPath("checkIns")}/patterns`),
  });
}

export function useReturnPrompts() {
  return useQuery({
    queryKey: ["return-prompts"],
    queryFn: () => api<ReturnPromptsOverview>(`${apiPath("journey")}/return-prompts`),
  });
}
