import { roleAllows } from "../../../domain/team";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useSession } from "../../lib/session";
import { AuditPanel } from "./audit-panel";
import { BroadcastsPanel } from "./broadcasts-panel";
import { MembersPanel } from "./members-panel";
import { OverviewPanel } from "./overview-panel";
import { PathPanel } from "./path-panel";
import { TeamPanel } from "./team-panel";

const tabs = [
  { value: "overview", label: "Overview", Panel: OverviewPanel },
  { value: "members", label: "Members", Panel: MembersPanel },
  { value: "path", label: "Path", Panel: PathPanel },
  { value: "audit", label: "Audit", Panel: AuditPanel },
  { value: "broadcasts", label: "Broadcasts", Panel: BroadcastsPanel },
  { value: "team", label: "Team", Panel: TeamPanel, adminsOnly: true },
];

/** The operator's console below the seed's counters (docs/architecture.md, "The console"). */
export function ConsoleTabs() {
  const { session } = useSession();
  const shown = tabs.filter((tab) => !tab.adminsOnly || roleAllows(session.consoleRole, "admin"));
  return (
    <Tabs defaultValue="overview" className="mt-10">
      {/* Four tabs do not fit one row at 320 px: they wrap to two there. */}
      <TabsList aria-label="Console" className="flex-wrap rounded-3xl">
        {shown.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {shown.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
