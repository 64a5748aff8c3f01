import { ClipboardList, Printer, RotateCcw } from "lucide-react";
import { getTogetherCategories } from "../../../content/tools";
import {
  CHECKLIST_ITEM_COUNT,
  countChecked,
  emptyToolStates,
  toggleChecked,
} from "../../../domain/tool-states";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import { useDocumentTitle } from "../../lib/document-title";
import { ChecklistGroups } from "./checklist";
import { resetWithUndo } from "./reset-with-undo";
import { ProgressCounter, ToolActions, ToolPage, ToolSection } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 Get it Together: 4 categories × 5 items, a counter, a reflection, Print Checklist, Reset Progress.
export default function GetTogetherPage() {
  useDocumentTitle("Get it Together | Grind to Grace");
  const doc = useToolState("getTogether");
  const state = doc.value;
  const toggle = (key: string) =>
    doc.setValue({ ...state, checkedItems: toggleChecked(state.checkedItems, key) });

  return (
    <ToolPage
      icon={ClipboardList}
      title="Get it Together"
      intro="Putting life back in order, gently. Twenty small steps across home, time, money and mind. Tick what you have done; leave the rest for another day."
      doc={doc}
    >
      <ToolSection>
        <ProgressCounter
          done={countChecked(state.checkedItems)}
          total={CHECKLIST_ITEM_COUNT}
          label="completed"
        />
      </ToolSection>
      <ChecklistGroups groups={getTogetherCategories} checkedItems={state.checkedItems} onToggle={toggle} />
      <ToolSection>
        <TextArea
          label="Reflection"
          hint="What feels lighter now? What can wait?"
          value={state.reflection}
          onChange={(event) => doc.setValue({ ...state, reflection: event.target.value })}
        />
      </ToolSection>
      <ToolActions>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print Checklist
        </Button>
        <Button
          variant="ghost"
          onClick={() => resetWithUndo(state, emptyToolStates.getTogether, doc.setValue, "Progress reset.")}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset Progress
        </Button>
      </ToolActions>
    </ToolPage>
  );
}
