import { HandHelping } from "lucide-react";
import { askForHelpItems } from "../../../content/tools";
import {
  ASK_FOR_HELP_ITEM_COUNT,
  countChecked,
  emptyToolStates,
  withItemToggled,
} from "../../../domain/tool-states";
import { Checklist } from "./checklist";
import { ToolFooter } from "./tool-footer";
import { ProgressCounter, ToolPage, ToolSection } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 Ask for Help Challenge: 10 items, a reflection, "n/10 completed", Print Progress, Reset Challenge.
export default function AskForHelpPage() {
  const doc = useToolState("askForHelp");
  const state = doc.value;

  return (
    <ToolPage
      icon={HandHelping}
      title="Ask for Help Challenge"
      intro="Ten small asks, each needing a little more courage than the one before. Go in any order, at your own pace. Every ask counts, whatever the answer."
      doc={doc}
    >
      <ProgressCounter
        done={countChecked(state.checkedItems)}
        total={ASK_FOR_HELP_ITEM_COUNT}
        label="completed"
      />
      <ToolSection>
        <Checklist
          items={askForHelpItems}
          keyOf={(index) => String(index)}
          checkedItems={state.checkedItems}
          onToggle={(key) => doc.setValue(withItemToggled(state, key))}
          numbered
        />
      </ToolSection>
      <ToolFooter
        doc={doc}
        writing={{
          field: "reflection",
          label: "Reflection",
          hint: "What did you notice when you asked? What made it easier, or harder?",
        }}
        printLabel="Print Progress"
        reset={{ label: "Reset Challenge", done: "Challenge reset.", empty: emptyToolStates.askForHelp }}
      />
    </ToolPage>
  );
}
