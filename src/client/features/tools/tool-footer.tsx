import { Printer, RotateCcw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import type { LocalFirst } from "../../lib/local-first";
import { toast } from "../../lib/toast";

/** The keys of a tool's state that hold her own words. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

interface ToolFooterProps<T> {
  doc: LocalFirst<T>;
  /** Her closing words: the field of the state they live in, with its label and hint. */
  writing: { field: TextField<T>; label: string; hint: string };
  printLabel: string;
  reset: {
    label: string;
    /** The toast's words once the tool is cleared. */
    done: string;
    empty: T;
    /** What else the page forgets with it (Press Play's selected action). */
    alsoClear?: () => void;
  };
}

/**
 * How every checklist tool ends (spec §2): her reflection, then Print and Reset. Reset clears at once
 * and offers Undo for a while, the same in every tool: a question first would be one
 * more decision to make, and nothing is lost that Undo cannot bring back.
 */
export function ToolFooter<T>({ doc, writing, printLabel, reset }: ToolFooterProps<T>) {
  const state = doc.value;
  const clear = () => {
    reset.alsoClear?.();
    doc.setValue(reset.empty);
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
