import { toast } from "../../lib/toast";

/** Clears a tool and offers Undo for a while, instead of asking first. */
export function resetWithUndo<T>(current: T, empty: T, setValue: (next: T) => void, message: string) {
  setValue(empty);
  toast(message, { action: { label: "Undo", onClick: () => setValue(current) }, duration: 8000 });
}
