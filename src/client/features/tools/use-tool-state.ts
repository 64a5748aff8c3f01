import { apiPath } from "../../../domain/api-paths";
import { emptyToolStates, type ToolId, type ToolStates } from "../../../domain/tool-states";
import { type LocalFirst, useLocalFirst } from "../../lib/local-first";
import { useSession } from "../../lib/session";

/**
 * A tool's state under the spec's localStorage key (askForHelp, getTogether, …), synced to the
 * member's account (docs/architecture.md D2). Only used under the protected route, so a member is signed in.
 */
export function useToolState<K extends ToolId>(tool: K): LocalFirst<ToolStates[K]> {
  const { session } = useSession();
  return useLocalFirst<ToolStates[K]>({
    localKey: tool,
    url: `${apiPath("tools")}/${tool}`,
    empty: emptyToolStates[tool],
    userId: session.user?.id ?? "",
  });
}
