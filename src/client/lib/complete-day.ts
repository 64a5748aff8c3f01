import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { releaseIdleDocuments, removeDocument, storedDocument } from "./document-store";
import { journeyQuery } from "./journey-queries";
import { useSession } from "./session";
import { toast } from "./toast";

// Its own module: the store comes with the day page that completes a day, not with every page that reads
// the journey (subscription.ts, the dashboard's certificate).

/**
 * "Complete Day N", through the store like her words (document-kinds.ts `completion`): the same lock,
 * tabs and background sync. Offline the day waits on this device and shows completed here at once;
 * a day the server refuses (her plan no longer opens it) is not kept, and the refusal is thrown.
 */
export function useCompleteDay() {
  const queryClient = useQueryClient();
  const userId = useSession().session.user?.id ?? "";
  const [completing, setCompleting] = useState(false);
  async function complete(day: number) {
    const completion = storedDocument("completion", day, userId);
    completion.setValue(true);
    setCompleting(true);
    try {
      await completion.saveNow();
    } finally {
      setCompleting(false);
    }
    const { status, error } = completion.getSnapshot();
    if (status === "error") {
      removeDocument("completion", day, userId);
      throw new Error(error ?? "The day could not be completed.");
    }
    releaseIdleDocuments();
    if (status !== "offline") return;
    queryClient.setQueryData(journeyQuery.queryKey, (journey) =>
      journey
        ? { ...journey, days: journey.days.map((d) => (d.day === day ? { ...d, completed: true } : d)) }
        : journey,
    );
    toast("Day saved on this device. It will be recorded when you are back online.");
  }
  return { complete, completing };
}
