import type { ComponentType } from "react";
import { paths } from "../../../domain/routes";
import { roleAllows } from "../../../domain/team";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useDocumentTitle } from "../../lib/document-title";
import { Link, Navigate, useLocation, useNavigate, useParams } from "../../lib/router";
import { useSession } from "../../lib/session";
import { AuditPanel } from "./audit-panel";
import { BroadcastsPanel } from "./broadcasts-panel";
import { ContentPlace } from "./content-editor";
import { ContentPanel } from "./content-panel";
import { MemberPage } from "./member-page";
import { MembersPanel } from "./members-panel";
import { OverviewPanel } from "./overview-panel";
import { PathPanel } from "./path-panel";
import { TeamPanel } from "./team-panel";

/**
 * One tab of the console: the word of its address (`/admin/<path>`), its label, what it shows, and, for a
 * tab whose rows open a page of their own, that page at `/admin/<path>/<id>` (an id of one or more segments).
 */
export interface ConsoleTab {
  path: string;
  label: string;
  Panel: ComponentType;
  Item?: ComponentType<{ id: string }>;
  /** Shown to the owner and administrators only (D28: staff cannot manage the team). */
  adminsOnly?: true;
}

/** The console's tabs, in order; `/admin` opens the first. Adding a tab is one entry here. */
export const consoleTabs: ConsoleTab[] = [
  { path: "overview", label: "Overview", Panel: OverviewPanel },
  { path: "members", label: "Members", Panel: MembersPanel, Item: MemberPage },
  { path: "path", label: "Path", Panel: PathPanel },
  { path: "audit", label: "Audit", Panel: AuditPanel },
  { path: "broadcasts", label: "Broadcasts", Panel: BroadcastsPanel },
  { path: "content", label: "Content", Panel: ContentPanel, Item: ContentPlace },
  { path: "team", label: "Team", Panel: TeamPanel, adminsOnly: true },
];

function decoded(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Addresses the console had before, and the tab that holds what they showed (its query kept). */
const moved: Record<string, string> = { users: "members" };

/** Where in the console the address is: the tab's word, the place within it (a member's id, a day), and the tab. */
function useConsolePlace() {
  const [word = "", ...place] = (useParams()["*"] ?? "").split("/").filter(Boolean).map(decoded);
  const tab = consoleTabs.find((candidate) => candidate.path === word.toLowerCase());
  return { word, id: place.length > 0 ? place.join("/") : undefined, tab };
}

/** The page's title names the tab ("Members | Admin | Grind to Grace"), so her history's entries do. */
export function useConsoleTitle() {
  const { tab } = useConsolePlace();
  useDocumentTitle(tab ? `${tab.label} | Admin | Grind to Grace` : "Admin | Grind to Grace");
}

/**
 * The operator's console below the seed's counters (docs/architecture.md, "The console"). The tab and a
 * member's page live in the address, so Back and Reload keep her place; each tab is a link (Radix gives it
 * the tab role), which works before the page's code has arrived and opens in a new tab when asked to.
 */
export function ConsoleTabs() {
  const { session } = useSession();
  const shown = consoleTabs.filter((tab) => !tab.adminsOnly || roleAllows(session.consoleRole, "admin"));
  const navigate = useNavigate();
  const { search } = useLocation();
  const { word, id, tab } = useConsolePlace();
  const first = consoleTabs[0] as ConsoleTab;
  const target = moved[word.toLowerCase()];
  if (target) return <Navigate to={`${paths.adminTab(target)}${search}`} replace />;
  if (!tab || !shown.includes(tab) || (id && !tab.Item)) {
    return <Navigate to={paths.adminTab(first.path)} replace />;
  }
  const { Panel, Item } = tab;
  return (
    <Tabs
      value={tab.path}
      onValueChange={(value) => navigate(paths.adminTab(value))}
      activationMode="manual"
      className="mt-10"
    >
      {/* Seven tabs do not fit one row on a phone: they wrap. */}
      <TabsList aria-label="Console" className="flex-wrap rounded-3xl">
        {shown.map(({ path, label }) => (
          <TabsTrigger key={path} value={path} asChild>
            {/* `type` is a button's, not a link's. */}
            <Link to={paths.adminTab(path)} type={undefined}>
              {label}
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      {shown.map(({ path }) => (
        <TabsContent key={path} value={path}>
          {path === tab.path && (id && Item ? <Item id={id} /> : <Panel />)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
