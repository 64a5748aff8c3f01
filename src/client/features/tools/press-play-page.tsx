import { CircleCheck, Shuffle } from "lucide-react";
import { useState } from "react";
import { pressPlayActions } from "../../../content/tools";
import { markComplete, type PressPlayActionValue, suggestAction } from "../../../domain/press-play";
import { PRESS_PLAY_ACTION_COUNT } from "../../../domain/tool-states";
import { Button } from "../../components/ui/button";
import { ActionChoices } from "./action-choices";
import { ToolFooter } from "./tool-footer";
import { toolFrames } from "./tool-frames";
import { ProgressCounter, ToolPage } from "./tool-page";
import { useToolState } from "./use-tool-state";

// spec §2 and §4 Press Play for Grace: eight actions, Suggest an Action, Mark as Complete,
// "n/8 actions experienced", a reflection, Print Journey and Start New Cycle.
export default function PressPlayPage() {
  const doc = useToolState("pressPlay");
  const state = doc.value;
  const [selected, setSelected] = useState<PressPlayActionValue | null>(null);
  const selectedAction = pressPlayActions.find((action) => action.value === selected);
  const alreadyDone = selected !== null && state.completedActions.includes(selected);

  const suggest = () => {
    const next = suggestAction(state.completedActions, Math.random);
    if (next.completed.length !== state.completedActions.length) {
      doc.setValue({ ...state, completedActions: next.completed });
    }
    setSelected(next.selected);
  };

  return (
    <ToolPage {...toolFrames.pressPlay.page} doc={doc}>
      <ProgressCounter
        done={state.completedActions.length}
        total={PRESS_PLAY_ACTION_COUNT}
        label="actions experienced"
      />
      <div className="no-print flex flex-col gap-4">
        <div aria-live="polite" className="rounded-2xl bg-sand/70 p-5">
          {selectedAction ? (
            <>
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-clay-dark">Your action</p>
              <p className="mt-1 font-display text-2xl text-ink">{selectedAction.label}</p>
              <p className="mt-1 leading-relaxed text-muted">{selectedAction.description}</p>
              {alreadyDone && (
                <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-sage">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  Already experienced this cycle
                </p>
              )}
            </>
          ) : (
            <p className="text-muted">Choose an action below, or let us suggest one.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={suggest}>
            <Shuffle aria-hidden="true" className="size-4" />
            Suggest an Action
          </Button>
          <Button
            disabled={!selected || alreadyDone}
            onClick={() =>
              selected &&
              doc.setValue({ ...state, completedActions: markComplete(state.completedActions, selected) })
            }
          >
            <CircleCheck aria-hidden="true" className="size-4" />
            Mark as Complete
          </Button>
        </div>
      </div>
      <ActionChoices
        actions={pressPlayActions}
        selected={selected}
        completed={state.completedActions}
        onSelect={setSelected}
      />
      <ToolFooter tool="pressPlay" doc={doc} alsoClear={() => setSelected(null)} />
    </ToolPage>
  );
}
