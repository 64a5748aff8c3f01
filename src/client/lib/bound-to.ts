import type { ChangeEvent } from "react";

/** `value` and `onChange` for a text field that shows `value` and hands each edit to `set`. */
export function boundTo(value: string, set: (value: string) => void) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(event.target.value),
  };
}
