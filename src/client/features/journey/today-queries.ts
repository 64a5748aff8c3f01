import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type CheckInRecord, checkInStorageKey, checkInUrl } from "../../../domain/check-in";
import { todayInCalendar, utcDateKey } from "../../../domain/today";
import { ApiError } from "../../lib/api";
import { affirmationsApi, answer, checkInsApi } from "../../lib/api-client";
import { documentKinds } from "../../lib/document-kinds";
import { documentQueryKey } from "../../lib/document-store";
import { readCopy, readMeta } from "../../lib/local-copies";
import { useSession } from "../../lib/session";

/**
 * The dashboard's own keys. Today's affirmation starts as the affirmations page's do; it is written here
 * since a feature does not import another (features/affirmations/use-affirmations.ts holds the rest).
 */
const todayKeys = {
  affirmation: (month: string, day: string) => ["affirmations", "day", month, day] as const,
};

/** Today's affirmation, by the member's own calendar day (as the calendar page opens it). */
export function useTodaysAffirmation() {
  const today = useMemo(() => todayInCalendar(new Date()), []);
  const param = { month: String(today.monthIndex + 1), day: String(today.day) };
  return useQuery({
    queryKey: todayKeys.affirmation(param.month, param.day),
    queryFn: () => answer(affirmationsApi.day[":month"][":day"].$get({ param })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Today's check-in (spec §7: the UTC date), or null when she has not checked in yet. Read through
 * the store's cache entry, so a check-in saved on its page shows here at once. Her own copy wins when
 * it is unsent or newer than the answer (offline, the service worker's cached answer may be older),
 * and answers alone when the server cannot be reached (docs/offline.md).
 */
export function useTodaysCheckIn() {
  const date = useMemo(() => utcDateKey(new Date()), []);
  const userId = useSession().session.user?.id;
  return useQuery({
    queryKey: documentQueryKey(checkInUrl(date)),
    // Offline too (her copy answers then), and on every visit: a check-in kept on this device but not
    // yet confirmed is not in the cache entry.
    networkMode: "always",
    refetchOnMount: "always",
    queryFn: async (): Promise<CheckInRecord | null> => {
      const localKey = checkInStorageKey(date);
      const meta = readMeta(localKey);
      const stored = meta && meta.owner === userId ? readCopy(localKey) : null;
      const own = stored === null ? null : (documentKinds.checkIn.codec.decode(stored) ?? null);
      if (own && meta?.dirty) return own;
      try {
        const server = await answer(checkInsApi[":key"].$get({ param: { key: date } }));
        return own && meta && meta.revision > server.revision ? own : server.value;
      } catch (error) {
        if (own && error instanceof ApiError && error.status === 0) return own;
        throw error;
      }
    },
  });
}
