import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { AuditPanel } from "./audit-panel";
import { MembersPanel } from "./members-panel";
import { OverviewPanel } from "./overview-panel";
import { PathPanel } from "./path-panel";

const tabs = [
  { value: "overview", label: "Overview", Panel: OverviewPanel },
  { value: "members", label: "Members", Panel: MembersPanel },
  { value: "path", label: "Path", Panel: PathPanel },
  { value: "audit", label: "Audit", Panel: AuditPanel },
];

/** The operator's console below the seed's counters (docs/architecture.md, "The console"). */
export function ConsoleTabs() {
  return (
    <Tabs defaultValue="overview" className="mt-10">
      {/* Four tabs do not fit one row at 320 px: they wrap to two there. */}
      <TabsList aria-label="Console" className="flex-wrap rounded-3xl">
        {tabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
