import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { AuditPanel } from "./audit-panel";
import { MembersPanel } from "./members-panel";
import { OverviewPanel } from "./overview-panel";
import { PathPanel } from "./path-panel";

/** The operator's console below the seed's counters (docs/architecture.md, "The console"). */
export function ConsoleTabs() {
  return (
    <Tabs defaultValue="overview" className="mt-10">
      {/* Four tabs do not fit one row at 320 px: they wrap to two there. */}
      <TabsList aria-label="Console" className="flex-wrap rounded-3xl">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="members">Members</TabsTrigger>
        <TabsTrigger value="path">Path</TabsTrigger>
        <TabsTrigger value="audit">Audit</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewPanel />
      </TabsContent>
      <TabsContent value="members">
        <MembersPanel />
      </TabsContent>
      <TabsContent value="path">
        <PathPanel />
      </TabsContent>
      <TabsContent value="audit">
        <AuditPanel />
      </TabsContent>
    </Tabs>
  );
}
