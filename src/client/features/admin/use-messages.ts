import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BroadcastRequest, SequenceRequest } from "../../../domain/broadcasts";
import type { TeamInvite } from "../../../domain/team";
import { ApiError } from "../../lib/api";
import { answer, broadcastsApi, sequencesApi, teamAdminApi } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { adminKeys } from "./admin-keys";

// The console's broadcasts, sequences and team (D28): reads and actions; each action re-reads its list.

export const failed = (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again.");

function useAction<T, R>(key: readonly string[], act: (input: T) => Promise<R>, done?: (result: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (result) => {
      done?.(result);
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: failed,
  });
}

export const useBroadcasts = () =>
  useQuery({ queryKey: adminKeys.broadcasts(), queryFn: () => answer(broadcastsApi.index.$get()) });

export const useCreateBroadcast = (done: (created: { id: string; recipients: number }) => void) =>
  useAction(
    adminKeys.broadcasts(),
    (json: BroadcastRequest) => answer(broadcastsApi.index.$post({ json })),
    done,
  );

export const useSendBroadcast = () =>
  useAction(adminKeys.broadcasts(), ({ id, sendAt }: { id: string; sendAt?: string }) =>
    answer(broadcastsApi[":id"].send.$post({ param: { id }, json: sendAt ? { sendAt } : {} })),
  );

export const useTestBroadcast = () =>
  useAction(
    adminKeys.broadcasts(),
    (id: string) => answer(broadcastsApi[":id"].test.$post({ param: { id } })),
    ({ to }) => toast.success(`A test copy is on its way to ${to}.`),
  );

export const useCancelBroadcast = () =>
  useAction(adminKeys.broadcasts(), (id: string) => answer(broadcastsApi[":id"].$delete({ param: { id } })));

export const useSequences = () =>
  useQuery({ queryKey: adminKeys.sequences(), queryFn: () => answer(sequencesApi.index.$get()) });

export const useSaveSequence = (done: () => void) =>
  useAction(
    adminKeys.sequences(),
    ({ id, ...json }: SequenceRequest & { id?: string }) =>
      id
        ? answer(sequencesApi[":id"].$put({ param: { id }, json }))
        : answer(sequencesApi.index.$post({ json })),
    done,
  );

export const useDeleteSequence = () =>
  useAction(adminKeys.sequences(), (id: string) => answer(sequencesApi[":id"].$delete({ param: { id } })));

export const useTeam = () =>
  useQuery({ queryKey: adminKeys.team(), queryFn: () => answer(teamAdminApi.index.$get()) });

export const useInvite = (done: () => void) =>
  useAction(adminKeys.team(), (json: TeamInvite) => answer(teamAdminApi.index.$post({ json })), done);

export const useRemoveFromTeam = () =>
  useAction(adminKeys.team(), (email: string) =>
    answer(teamAdminApi[":email"].$delete({ param: { email } })),
  );
