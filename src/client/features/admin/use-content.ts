import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayItem, EditableDay } from "../../../domain/content-editing";
import { ApiError } from "../../lib/api";
import { answer, contentAdminApi } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { failed } from "./use-messages";

// The console's content editor (docs/architecture.md, "Editing the content"): the day list, one day, and the
// draft, publish and restore actions, each of which answers the day as it now is.

const keys = {
  days: ["admin", "content", "days"] as const,
  day: (day: number) => ["admin", "content", "days", day] as const,
};

export const useContentDays = () =>
  useQuery({ queryKey: keys.days, queryFn: () => answer(contentAdminApi.days.$get()) });

export const useContentDay = (day: number) =>
  useQuery({
    queryKey: keys.day(day),
    queryFn: () => answer(contentAdminApi.days[":n"].$get({ param: { n: String(day) } })),
  });

/** A day action: the answer replaces the day's copy; the list and the audit log are read again. */
function useDayAction<T>(day: number, act: (input: T) => Promise<DayItem>, done: (item: DayItem) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (item) => {
      client.setQueryData(keys.day(day), item);
      void client.invalidateQueries({ queryKey: keys.days, exact: true });
      void client.invalidateQueries({ queryKey: ["admin", "audit"] });
      done(item);
    },
    onError: (error: Error) => {
      // Someone else's newer draft (409 on a save) comes with it: show theirs.
      const current = error instanceof ApiError ? (error.body.current as DayItem | undefined) : undefined;
      if (current) client.setQueryData(keys.day(day), current);
      if (!(error instanceof ApiError && error.status === 400 && error.body.rule)) failed(error);
    },
  });
}

const param = (day: number) => ({ n: String(day) });

export const useSaveDayDraft = (day: number, done: (item: DayItem) => void) =>
  useDayAction(
    day,
    (json: { value: EditableDay; baseRevision: number }) =>
      answer(contentAdminApi.days[":n"].draft.$put({ param: param(day), json })),
    done,
  );

export const usePublishDay = (day: number, done: (item: DayItem) => void) =>
  useDayAction(day, () => answer(contentAdminApi.days[":n"].publish.$post({ param: param(day) })), done);

export const useRestoreDay = (day: number, done: (item: DayItem) => void) =>
  useDayAction(
    day,
    (version: number) =>
      answer(contentAdminApi.days[":n"].restore.$post({ param: param(day), json: { version } })),
    done,
  );

export const published = (item: DayItem) =>
  toast.success(`Day published as version ${item.published.version}.`);
