import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { todayInCalendar, utcDateKey } from "../../../domain/today";
import { affirmationsApi, answer, checkInsApi } from "../../lib/api-client";

/** Today's affirmation, by the member's own calendar day (as the calendar page opens it). */
export function useTodaysAffirmation() {
  const today = useMemo(() => todayInCalendar(new Date()), []);
  const param = { month: String(today.monthIndex + 1), day: String(today.day) };
  return useQuery({
    queryKey: ["affirmations", "day", param.month, param.day],
    queryFn: () => answer(affirmationsApi.day[":month"][":day"].$get({ param })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Today's check-in (spec §7: the UTC date), or null when she has not checked in yet. */
export function useTodaysCheckIn() {
  const date = useMemo(() => utcDateKey(new Date()), []);
  return useQuery({
    queryKey: ["check-in", date],
    queryFn: async () => (await answer(checkInsApi[":key"].$get({ param: { key: date } }))).value,
  });
}
