import type { AdminUserRow } from "../../../domain/billing-api";

const statusLabels: Record<string, string> = {
  none: "No plan",
  trialing: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  paused: "Paused",
  comped: "Complimentary",
};

/** A table at 1280 px; at phone width each member is a stacked card (no sideways scrolling). */
export function UsersTable({
  users,
  formatDate,
}: {
  users: AdminUserRow[];
  formatDate(iso: string): string;
}) {
  if (users.length === 0) return <p className="mt-4">No members found.</p>;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-linen text-xs uppercase tracking-wide text-muted">
          <th className="px-3 py-2 font-semibold">E-mail</th>
          <th className="px-3 py-2 font-semibold">Name</th>
          <th className="px-3 py-2 font-semibold">Verified</th>
          <th className="px-3 py-2 font-semibold">Tier</th>
          <th className="px-3 py-2 font-semibold">Status</th>
          <th className="px-3 py-2 font-semibold">Joined</th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {users.map((user) => (
          <tr
            key={user.id}
            className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl border border-linen bg-white/80 p-4 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
          >
            <Cell label="E-mail" className="col-span-2 font-semibold break-all">
              {user.email}
            </Cell>
            <Cell label="Name">{user.name || "—"}</Cell>
            <Cell label="Verified">{user.emailVerified ? "Yes" : "No"}</Cell>
            <Cell label="Tier">{user.tier ?? "—"}</Cell>
            <Cell label="Status">{statusLabels[user.status] ?? user.status}</Cell>
            <Cell label="Joined">{formatDate(user.createdAt)}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <td className={`md:px-3 md:py-3 ${className}`}>
      <span className="mr-1 text-xs text-muted md:hidden">{label}:</span>
      {children}
    </td>
  );
}
