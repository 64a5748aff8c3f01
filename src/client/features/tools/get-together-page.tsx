import { ClipboardList } from "lucide-react";
import { getTogetherCategories } from "../../../content/tools";
import {
  CHECKLIST_ITEM_COUNT,
  countChecked,
  emptyToolStates,
  withItemToggled,
} from "../../../domain/tool-states";
import { ChecklistGroups } from "./checklist";
import { ToolFooter } from "./tool-footer";
import { ProgressCounter, ToolPage } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 Get it Together: 4 categories × 5 items, a counter, a reflection, Print Checklist, Reset Progress.
export default function GetTogetherPage() {
  const doc = useToolState("getTogether");
  const state = doc.value;
  const toggle = (key: string) => doc.setValue(withItemToggled(state, key));

  return (
    <ToolPage
      icon={ClipboardList}
      title="Get it Together"
      intro="Putting life back in order, gently. Twenty small steps across home, time, money and mind. Tick what you have done; leave the rest for another day."
      doc={doc}
    >
      <ProgressCounter
        done={countChecked(state.checkedItems)}
        total={CHECKLIST_ITEM_COUNT}
        label="completed"
      />
      <ChecklistGroups groups={getTogetherCategories} checkedItems={state.checkedItems} onToggle={toggle} />
      <ToolFooter
        doc={doc}
        writing={{ field: "reflection", label: "Reflection", hint: "What feels lighter now? What can wait?" }}
        printLabel="Print Checklist"
        reset={{ label: "Reset Progress", done: "Progress reset.", empty: emptyToolStates.getTogether }}
      />
    </ToolPage>
  );
}
