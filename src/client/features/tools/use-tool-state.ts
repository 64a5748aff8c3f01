import type { ToolId, ToolStates } from "../../../domain/tool-states";
import { type LocalFirst, useDocument } from "../../lib/local-first";

/**
 * A tool's state under the spec's localStorage key (askForHelp, getTogether, …), synced to the
 * member's account (docs/architecture.md D2). Only used under the protected route, so a member is signed in.
 */
export function useToolState<K extends ToolId>(tool: K): LocalFirst<ToolStates[K]> {
  // The tool kind's value is every tool's state; this tool's key reads as its own.
  return useDocument("tool", tool) as LocalFirst<ToolStates[K]>;
}
