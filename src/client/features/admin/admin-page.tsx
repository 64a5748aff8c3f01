import { Database, RefreshCw, Server, Sparkles, Users } from "lucide-react";
import { paths } from "../../../domain/routes";
import { roleAllows } from "../../../domain/team";
import { BookOpen, type Icon } from "../../components/first-screen-icons";
import { Button, ButtonLink } from "../../components/ui/button";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { ConsoleTabs, useConsoleTitle } from "./console-tabs";
import { OffersSection } from "./offers-section";
import { useAdminConsoles, useAdminStats } from "./use-admin-stats";

/**
 * spec §2 Admin: the admin's page at `/admin` and the console's addresses below it (the registry gives it
 * access "admin": src/domain/routes.ts; the tabs are console-tabs.tsx's list).
 */
export default function AdminPage() {
  useConsoleTitle();
  return <AdminDashboard />;
}

function AdminDashboard() {
  // Offers are an administrator's (D28): staff see the console without them.
  const canManage = roleAllows(useSession().session.consoleRole, "admin");
  const { stats, loading, refreshing, refetch } = useAdminStats();
  const consoles = useAdminConsoles();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl">Admin Dashboard</h1>
      <p className="mt-3 text-muted">How the community is growing, and the tools to look after it.</p>
      {loading ? (
        <div className="flex justify-center py-24 text-clay">
          <Spinner label="Loading statistics" className="size-10" />
        </div>
      ) : (
        <>
          <ul className="mt-10 grid gap-5 sm:grid-cols-3" aria-live="polite">
            <StatCard icon={Users} label="Total Users" value={stats.totalUsers} />
            <StatCard
              icon={Sparkles}
              label="Active Subscribers"
              value={stats.activeSubscribers}
              note="Everyone with a plan open now: trials, gifts and complimentary access too."
            />
            <StatCard icon={BookOpen} label="Journal Entries" value={stats.journalEntries} />
          </ul>
          <Card className="mt-8">
            <h2 className="text-xl">Actions</h2>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink to={paths.adminTab("members")}>
                <Users aria-hidden="true" className="size-4" />
                Manage Users
              </ButtonLink>
              <ConsoleLink icon={Database} label="Database Editor" url={consoles.data?.databaseUrl} />
              <ConsoleLink icon={Server} label="Edge Functions" url={consoles.data?.functionsUrl} />
              <Button variant="ghost" busy={refreshing} onClick={() => void refetch()}>
                {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
                Refresh Stats
              </Button>
            </div>
          </Card>
          <ConsoleTabs />
          {canManage && <OffersSection />}
        </>
      )}
    </section>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: Icon;
  label: string;
  value: number;
  note?: string;
}) {
  return (
    <li className="rounded-2xl border border-linen bg-white/80 p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-muted">{label}</h2>
        <Icon aria-hidden="true" className="size-5 text-clay" />
      </div>
      <p className="mt-3 font-display text-4xl text-ink">{value.toLocaleString()}</p>
      {note && <small className="mt-2 block text-xs text-muted">{note}</small>}
    </li>
  );
}

/** docs/architecture.md D8: an operator-configured console opens in a new tab; unset, there is no button. */
function ConsoleLink({ icon: Icon, label, url }: { icon: Icon; label: string; url?: string | null }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
