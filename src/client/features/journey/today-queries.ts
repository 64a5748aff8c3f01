import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { CheckInRecord } from "../../../domain/check-in";
import type { Synced } from "../../../domain/sync";
import { type DayAffirmation, dayAffirmationPath, todayInCalendar, utcDateKey } from "../../../domain/today";
import { api } from "../../lib/api";

/** Today's affirmation, by the member's own calendar day (as the calendar page opens it). */
export function useTodaysAffirmation() {
  const path = useMemo(() => dayAffirmationPath(todayInCalendar(new Date())), []);
  return useQuery({
    queryKey: ["affirmations", "day", path],
    queryFn: () => api<DayAffirmation>(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Today's check-in (spec §7: the UTC date), or null when she has not checked in yet. */
export function useTodaysCheckIn() {
  const date = useMemo(() => utcDateKey(new Date()), []);
  return useQuery({
    queryKey: ["check-in", date],
    queryFn: async () => (await api<Synced<CheckInRecord | null>>(`/api/check-ins/${date}`)).value,
  });
}
