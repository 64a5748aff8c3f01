import { Sparkles } from "lucide-react";
import { cleanForClarityAreas } from "../../../content/tools";
import { emptyToolStates, withItemToggled } from "../../../domain/tool-states";
import { TextArea } from "../../components/ui/text-area";
import { ChecklistGroups } from "./checklist";
import { ToolFooter } from "./tool-footer";
import { ToolPage } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 Clean for Clarity: an intention, 4 areas × 5 items, insights, Print Progress, Start Fresh.
export default function CleanForClarityPage() {
  const doc = useToolState("cleanForClarity");
  const state = doc.value;
  const toggle = (key: string) => doc.setValue(withItemToggled(state, key));

  return (
    <ToolPage
      icon={Sparkles}
      title="Clean for Clarity"
      intro="Clearing clutter to see more clearly. Set an intention, clear a little in each space, and notice what comes into focus."
      doc={doc}
    >
      <TextArea
        label="Intention"
        hint="What do you hope to make room for?"
        value={state.intention}
        onChange={(event) => doc.setValue({ ...state, intention: event.target.value })}
        rows={2}
        className="[&_textarea]:min-h-20"
      />
      <ChecklistGroups groups={cleanForClarityAreas} checkedItems={state.checkedItems} onToggle={toggle} />
      <ToolFooter
        doc={doc}
        writing={{ field: "insights", label: "Insights", hint: "What became clearer as you cleared?" }}
        printLabel="Print Progress"
        reset={{
          label: "Start Fresh",
          done: "Cleared for a fresh start.",
          empty: emptyToolStates.cleanForClarity,
        }}
      />
    </ToolPage>
  );
}
