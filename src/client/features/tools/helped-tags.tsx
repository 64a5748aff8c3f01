import { Plus } from "lucide-react";
import { useId, useState } from "react";
import {
  fixedTags,
  isFixedTag,
  MAX_OWN_TAGS,
  MAX_TAG_LENGTH,
  ownTag,
  tagLabel,
} from "../../../domain/check-in-tags";
import { Button } from "../../components/ui/button";
import { useCheckInPatterns } from "../../lib/check-in-queries";

// The check-in's optional "What helped today?" (D23): the fixed tags, the tags of her own she used
// before, and a field to add one (up to ten of her own).

export const HELPED_LEGEND = "What helped today?";

export function HelpedTags({ tags, onChange }: { tags: string[]; onChange(next: string[]): void }) {
  const id = useId();
  const patterns = useCheckInPatterns();
  const [typed, setTyped] = useState("");
  const chosen = new Set(tags);
  const ownBefore = (patterns.data?.tags ?? [])
    .map((pattern) => pattern.tag)
    .filter((tag) => !isFixedTag(tag));
  const own = [...new Set([...ownBefore, ...tags.filter((tag) => !isFixedTag(tag))])].slice(0, MAX_OWN_TAGS);
  const ownChosen = tags.filter((tag) => !isFixedTag(tag)).length;
  const toggle = (tag: string) => onChange(chosen.has(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]);
  const add = () => {
    const tag = ownTag(typed);
    if (!tag || chosen.has(tag) || ownChosen >= MAX_OWN_TAGS) return;
    onChange([...tags, tag]);
    setTyped("");
  };
  return (
    <fieldset>
      <legend className="font-display text-lg text-ink">
        {HELPED_LEGEND} <span className="text-sm font-normal text-muted">(optional)</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {[...fixedTags.map((tag) => tag.value), ...own].map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={chosen.has(tag)}
            onClick={() => toggle(tag)}
            className="min-h-9 rounded-full border border-linen bg-white px-4 text-sm text-ink transition-colors hover:border-clay/50 aria-pressed:border-clay aria-pressed:bg-clay aria-pressed:text-white"
          >
            {tagLabel(tag)}
          </button>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            Add your own
          </label>
          <input
            id={id}
            value={typed}
            maxLength={MAX_TAG_LENGTH}
            disabled={ownChosen >= MAX_OWN_TAGS}
            placeholder="A walk with the dog, a nap…"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            className="min-h-11 w-full min-w-0 rounded-xl border border-linen bg-white px-3.5 text-base text-ink placeholder:text-muted/70 focus:border-clay"
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={!ownTag(typed) || ownChosen >= MAX_OWN_TAGS}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
    </fieldset>
  );
}
