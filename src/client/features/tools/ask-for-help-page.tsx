import { HandHelping, Printer, RotateCcw } from "lucide-react";
import { askForHelpItems } from "../../../content/tools";
import {
  ASK_FOR_HELP_ITEM_COUNT,
  countChecked,
  emptyToolStates,
  toggleChecked,
} from "../../../domain/tool-states";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import { useDocumentTitle } from "../../lib/document-title";
import { Checklist } from "./checklist";
import { ConfirmDialog } from "./confirm-dialog";
import { ProgressCounter, ToolActions, ToolPage, ToolSection } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 Ask for Help Challenge: 10 items, a reflection, "n/10 completed", Print Progress, Reset Challenge.
export default function AskForHelpPage() {
  useDocumentTitle("Ask for Help Challenge | Grind to Grace");
  const doc = useToolState("askForHelp");
  const state = doc.value;

  return (
    <ToolPage
      icon={HandHelping}
      title="Ask for Help Challenge"
      intro="Ten small asks, each needing a little more courage than the one before. Go in any order, at your own pace. Every ask counts, whatever the answer."
      doc={doc}
    >
      <ToolSection>
        <ProgressCounter
          done={countChecked(state.checkedItems)}
          total={ASK_FOR_HELP_ITEM_COUNT}
          label="completed"
        />
        <div className="mt-5">
          <Checklist
            items={askForHelpItems}
            keyOf={(index) => String(index)}
            checkedItems={state.checkedItems}
            onToggle={(key) =>
              doc.setValue({ ...state, checkedItems: toggleChecked(state.checkedItems, key) })
            }
            numbered
          />
        </div>
      </ToolSection>
      <ToolSection>
        <TextArea
          label="Reflection"
          hint="What did you notice when you asked? What made it easier, or harder?"
          value={state.reflection}
          onChange={(event) => doc.setValue({ ...state, reflection: event.target.value })}
        />
      </ToolSection>
      <ToolActions>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print Progress
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost">
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset Challenge
            </Button>
          }
          title="Reset the challenge?"
          body="This clears all ten ticks and your reflection, on every device where you are signed in."
          confirmLabel="Reset Challenge"
          onConfirm={() => doc.setValue(emptyToolStates.askForHelp)}
        />
      </ToolActions>
    </ToolPage>
  );
}
