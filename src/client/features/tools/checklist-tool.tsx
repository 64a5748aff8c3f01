import { askForHelpItems, getTogetherCategories } from "../../../content/tools";
import { ASK_FOR_HELP_ITEM_COUNT, CHECKLIST_ITEM_COUNT } from "../../../domain/tool-states";
import { CheckedCount, ChecklistGroups, NumberedChecklist } from "./checklist";
import { ToolFooter } from "./tool-footer";
import { toolFrames } from "./tool-frames";
import { ToolPage } from "./tool-page";
import { useToolState } from "./use-tool-state";

/**
 * The two checklist tools (spec §2): Ask for Help's 10 numbered asks and Get it Together's 4 × 5 steps,
 * each with its "n/total completed", her reflection, Print and Reset.
 */
export function ChecklistTool({ tool }: { tool: "askForHelp" | "getTogether" }) {
  const doc = useToolState(tool);
  const numbered = tool === "askForHelp";
  return (
    <ToolPage {...toolFrames[tool].page} doc={doc}>
      <CheckedCount doc={doc} total={numbered ? ASK_FOR_HELP_ITEM_COUNT : CHECKLIST_ITEM_COUNT} />
      {numbered ? (
        <NumberedChecklist items={askForHelpItems} doc={doc} />
      ) : (
        <ChecklistGroups groups={getTogetherCategories} doc={doc} />
      )}
      <ToolFooter tool={tool} doc={doc} />
    </ToolPage>
  );
}
