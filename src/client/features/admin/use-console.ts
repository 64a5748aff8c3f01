import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MemberFilters, StaffNotices } from "../../../domain/admin-console";
import type { PlanKey } from "../../../domain/plans";
import { adminApi, answer } from "../../lib/api-client";
import { adminKeys } from "./admin-keys";

// The console's reads and actions (docs/architecture.md, "The console"). Each action re-reads what it changes.

export function useOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: () => answer(adminApi.overview.$get()) });
}

export function useFunnel() {
  return useQuery({ queryKey: adminKeys.funnel(), queryFn: () => answer(adminApi.funnel.$get()) });
}

export function useCohorts() {
  return useQuery({ queryKey: adminKeys.cohorts(), queryFn: () => answer(adminApi.cohorts.$get()) });
}

export function useAudit() {
  return useQuery({ queryKey: adminKeys.audit(), queryFn: () => answer(adminApi.audit.$get()) });
}

/** The filters as a query string's fields (empty ones left out). */
export function filterParams(filters: MemberFilters): Record<string, string> {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined && value !== "");
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function useMembers(filters: MemberFilters, cursor: string) {
  return useQuery({
    queryKey: adminKeys.members(filters, cursor),
    queryFn: () => answer(adminApi.members.$get({ query: { ...filterParams(filters), cursor } })),
    placeholderData: (previous) => previous,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: adminKeys.member(id),
    queryFn: () => answer(adminApi.members[":id"].$get({ param: { id } })),
  });
}

function useMemberAction<T>(id: string, act: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { id },
  });
}

export function useGrantComp(id: string) {
  return useMemberAction(id, (input: { plan: PlanKey; until: string | null; notify?: boolean }) =>
    answer(adminApi.members[":id"].comp.$post({ param: { id }, json: input })),
  );
}

export function useEndComp(id: string) {
  return useMemberAction(id, () => answer(adminApi.members[":id"].comp.$delete({ param: { id } })));
}

export function useMemberPayments(id: string) {
  return useQuery({
    queryKey: adminKeys.memberPayments(id),
    queryFn: () => answer(adminApi.members[":id"].payments.$get({ param: { id } })),
  });
}

export function useRefund(id: string) {
  return useMemberAction(id, (input: { paymentId: string; amountCents?: number; reason: string }) =>
    answer(adminApi.members[":id"].refunds.$post({ param: { id }, json: input })),
  );
}

export function useResendVerification(id: string) {
  return useMemberAction(id, () => answer(adminApi.members[":id"].verification.$post({ param: { id } })));
}

export function useStaffNotices() {
  const client = useQueryClient();
  const current = useQuery({
    queryKey: adminKeys.notices(),
    queryFn: () => answer(adminApi.notices.$get()),
  });
  const save = useMutation({
    mutationFn: (input: StaffNotices) => answer(adminApi.notices.$put({ json: input })),
    onSuccess: (data) => {
      client.setQueryData(adminKeys.notices(), data);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
  return { current, save };
}
