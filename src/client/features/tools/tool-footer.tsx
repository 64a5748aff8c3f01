import { RotateCcw } from "lucide-react";
import { emptyToolStates, type ToolId, type ToolStates } from "../../../domain/tool-states";
import { Printer } from "../../components/first-screen-icons";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import type { LocalFirst } from "../../lib/local-first";
import { toast } from "../../lib/toast";
import { type ToolFrame, toolFrames } from "./tool-frames";

interface ToolFooterProps<K extends ToolId> {
  tool: K;
  doc: LocalFirst<ToolStates[K]>;
  /** What else the page forgets on Reset (Press Play's selected action). */
  alsoClear?: () => void;
}

/**
 * How every checklist tool ends (spec §2): her reflection, then Print and Reset. Reset clears at once
 * and offers Undo for a while, the same in every tool: a question first would be one
 * more decision to make, and nothing is lost that Undo cannot bring back.
 */
export function ToolFooter<K extends ToolId>({ tool, doc, alsoClear }: ToolFooterProps<K>) {
  const { writing, printLabel, reset } = toolFrames[tool] as ToolFrame<ToolStates[K]>;
  const state = doc.value;
  const clear = () => {
    alsoClear?.();
    doc.setValue(emptyToolStates[tool]);
    toast(reset.done, { action: { label: "Undo", onClick: () => doc.setValue(state) }, duration: 8000 });
  };
  return (
    <>
      <TextArea
        label={writing.label}
        hint={writing.hint}
        value={state[writing.field] as string}
        onChange={(event) => doc.setValue({ ...state, [writing.field]: event.target.value })}
      />
      <div className="no-print flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {printLabel}
        </Button>
        <Button variant="ghost" onClick={clear}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {reset.label}
        </Button>
      </div>
    </>
  );
}
