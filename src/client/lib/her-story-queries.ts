import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResurfaceKind } from "../../domain/on-this-day";
import { answer, journeyApi, onThisDayApi, pagesApi } from "./api-client";
import { journalKeys } from "./journal-queries";

// Her story over time (D23): open pages, on this day, welcome back, what comes next. What helps (her
// check-ins' patterns) is in check-in-queries.ts.

/** Her calendar date, as her browser sees it (YYYY-MM-DD). */
export function localDateKey(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Each read's key, written once; on this day is one of her journal's (journalKeys.onThisDay). */
export const herStoryKeys = {
  pages: () => ["pages"] as const,
  /** Her pages' titles opened on her device (a private journal). */
  openedPages: () => [...herStoryKeys.pages(), "list"] as const,
  welcomeBack: () => ["welcome-back"] as const,
  returnPrompts: () => ["return-prompts"] as const,
};

/** Her open pages, newest first, 50 at a time ("Show older pages"). */
export function usePages() {
  return useInfiniteQuery({
    queryKey: herStoryKeys.pages(),
    queryFn: ({ pageParam }) =>
      answer(pagesApi.index.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: "",
    getNextPageParam: (list) => list.nextCursor ?? undefined,
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(pagesApi[":key"].$delete({ param: { key: id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: herStoryKeys.pages() }),
  });
}

export function useOnThisDay() {
  return useQuery({
    queryKey: journalKeys.onThisDay(),
    queryFn: () => answer(onThisDayApi.index.$get({ query: { today: localDateKey() } })),
  });
}

export function useHideFromOnThisDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: ResurfaceKind; key: string }) =>
      answer(onThisDayApi.hidden.$post({ json: item })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.onThisDay() }),
  });
}

export function useWelcomeBack() {
  return useQuery({
    queryKey: herStoryKeys.welcomeBack(),
    queryFn: () => answer(journeyApi["welcome-back"].$get()),
  });
}

/** The twelve monthly return prompts, how many words she wrote to each, and whether they are open. */
export function useReturnPrompts() {
  return useQuery({
    queryKey: herStoryKeys.returnPrompts(),
    queryFn: () => answer(journeyApi["return-prompts"].$get()),
  });
}
