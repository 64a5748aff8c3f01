import { cleanForClarityAreas } from "../../../content/tools";
import { TextArea } from "../../components/ui/text-area";
import { ChecklistGroups } from "./checklist";
import { ToolFooter } from "./tool-footer";
import { toolFrames } from "./tool-frames";
import { ToolPage } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 Clean for Clarity: an intention, 4 areas × 5 items, insights, Print Progress, Start Fresh.
export default function CleanForClarityPage() {
  const doc = useToolState("cleanForClarity");
  const state = doc.value;
  return (
    <ToolPage {...toolFrames.cleanForClarity.page} doc={doc}>
      <TextArea
        label="Intention"
        hint="What do you hope to make room for?"
        value={state.intention}
        onChange={(event) => doc.setValue({ ...state, intention: event.target.value })}
        rows={2}
        className="[&_textarea]:min-h-20"
      />
      <ChecklistGroups groups={cleanForClarityAreas} doc={doc} />
      <ToolFooter tool="cleanForClarity" doc={doc} />
    </ToolPage>
  );
}
