import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../domain/routes";
import { journeyQuery } from "../../lib/journey-queries";
import { usePublicConfig } from "../../lib/public-config";

/** The support address behind "Share Your Story"; `known` is false until the server has answered. */
export function useSupportEmail(): { supportEmail: string | null; known: boolean } {
  const { data } = usePublicConfig();
  return { supportEmail: data?.supportEmail ?? null, known: data !== undefined };
}

/** The member's next day page, or the dashboard when the path is done or the journey cannot be read. */
export function useContinueJournalingPath(): string {
  const nextDay = useQuery(journeyQuery).data?.progress.nextDay;
  return nextDay ? paths.day(nextDay) : paths.dashboard;
}
