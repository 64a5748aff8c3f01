import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BroadcastRequest, SequenceRequest } from "../../../domain/broadcasts";
import type { TeamInvite } from "../../../domain/team";
import { ApiError } from "../../lib/api";
import { answer, broadcastsApi, sequencesApi, teamAdminApi } from "../../lib/api-client";
import { toast } from "../../lib/toast";

// The console's broadcasts, sequences and team (D28): reads and actions; each action re-reads its list.

const keys = {
  broadcasts: ["admin", "broadcasts"] as const,
  sequences: ["admin", "sequences"] as const,
  team: ["admin", "team"] as const,
};

export const failed = (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again.");

function useAction<T, R>(key: readonly string[], act: (input: T) => Promise<R>, done?: (result: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (result) => {
      done?.(result);
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ["admin", "audit"] });
    },
    onError: failed,
  });
}

export const useBroadcasts = () =>
  useQuery({ queryKey: keys.broadcasts, queryFn: () => answer(broadcastsApi.index.$get()) });

export const useCreateBroadcast = (done: (created: { id: string; recipients: number }) => void) =>
  useAction(keys.broadcasts, (json: BroadcastRequest) => answer(broadcastsApi.index.$post({ json })), done);

export const useSendBroadcast = () =>
  useAction(keys.broadcasts, ({ id, sendAt }: { id: string; sendAt?: string }) =>
    answer(broadcastsApi[":id"].send.$post({ param: { id }, json: sendAt ? { sendAt } : {} })),
  );

export const useTestBroadcast = () =>
  useAction(
    keys.broadcasts,
    (id: string) => answer(broadcastsApi[":id"].test.$post({ param: { id } })),
    ({ to }) => toast.success(`A test copy is on its way to ${to}.`),
  );

export const useCancelBroadcast = () =>
  useAction(keys.broadcasts, (id: string) => answer(broadcastsApi[":id"].$delete({ param: { id } })));

export const useSequences = () =>
  useQuery({ queryKey: keys.sequences, queryFn: () => answer(sequencesApi.index.$get()) });

export const useSaveSequence = (done: () => void) =>
  useAction(
    keys.sequences,
    ({ id, ...json }: SequenceRequest & { id?: string }) =>
      id
        ? answer(sequencesApi[":id"].$put({ param: { id }, json }))
        : answer(sequencesApi.index.$post({ json })),
    done,
  );

export const useDeleteSequence = () =>
  useAction(keys.sequences, (id: string) => answer(sequencesApi[":id"].$delete({ param: { id } })));

export const useTeam = () =>
  useQuery({ queryKey: keys.team, queryFn: () => answer(teamAdminApi.index.$get()) });

export const useInvite = (done: () => void) =>
  useAction(keys.team, (json: TeamInvite) => answer(teamAdminApi.index.$post({ json })), done);

export const useRemoveFromTeam = () =>
  useAction(keys.team, (email: string) => answer(teamAdminApi[":email"].$delete({ param: { email } })));
