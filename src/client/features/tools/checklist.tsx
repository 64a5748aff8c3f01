import { Check } from "lucide-react";
import { useId } from "react";
import type { ChecklistGroup } from "../../../content/schema";
import {
  type CheckedItems,
  checklistItemKey,
  countChecked,
  withItemToggled,
} from "../../../domain/tool-states";
import type { LocalFirst } from "../../lib/local-first";
import { ProgressCounter, ToolSection } from "./tool-page";

interface ChecklistProps {
  title?: string;
  items: readonly string[];
  /** The key of each item in `checkedItems`, e.g. "3" or "2-4". */
  keyOf: (index: number) => string;
  checkedItems: CheckedItems;
  onToggle: (key: string) => void;
  numbered?: boolean;
}

/** A list of tickable items; a fieldset whose legend is the group title when there is one. */
export function Checklist({ title, items, keyOf, checkedItems, onToggle, numbered = false }: ChecklistProps) {
  const id = useId();
  const list = (
    <ul className="divide-y divide-linen/70 print:divide-y-0">
      {items.map((item, index) => {
        const key = keyOf(index);
        const checked = Boolean(checkedItems[key]);
        const inputId = `${id}-${key}`;
        return (
          <li key={key}>
            <label
              htmlFor={inputId}
              className="-mx-2 flex cursor-pointer items-start gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-sand/50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay print:mx-0 print:px-0 print:py-1"
            >
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(key)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-md border-2 ${
                  checked
                    ? // Browsers drop backgrounds on paper: a ticked box prints as a black tick in a black frame.
                      "border-sage bg-sage text-white print:border-ink print:bg-white print:text-black"
                    : "border-muted/70 bg-white print:border-ink/50"
                }`}
              >
                {checked && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              <span className="leading-relaxed text-ink">
                {numbered && <span className="mr-1.5 font-semibold text-clay-dark">{index + 1}.</span>}
                {item}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
  if (!title) return list;
  return (
    <fieldset>
      <legend className="pt-2 font-display text-xl text-ink">{title}</legend>
      {list}
    </fieldset>
  );
}

/** A tool's state with ticked items, and the document it is kept in. */
type ChecklistDoc = LocalFirst<{ checkedItems: CheckedItems }>;

const toggleIn = (doc: ChecklistDoc) => (key: string) => doc.setValue(withItemToggled(doc.value, key));

/** spec §3: grouped checklists (Get it Together, Clean for Clarity), items keyed "group-item". */
export function ChecklistGroups({ groups, doc }: { groups: readonly ChecklistGroup[]; doc: ChecklistDoc }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2 print:gap-4">
      {groups.map((group, groupIndex) => (
        <ToolSection key={group.id}>
          <Checklist
            title={group.title}
            items={group.items}
            keyOf={(item) => checklistItemKey(groupIndex, item)}
            checkedItems={doc.value.checkedItems}
            onToggle={toggleIn(doc)}
          />
        </ToolSection>
      ))}
    </div>
  );
}

/** One numbered list (Ask for Help), items keyed by index. */
export function NumberedChecklist({ items, doc }: { items: readonly string[]; doc: ChecklistDoc }) {
  return (
    <ToolSection>
      <Checklist
        items={items}
        keyOf={(index) => String(index)}
        checkedItems={doc.value.checkedItems}
        onToggle={toggleIn(doc)}
        numbered
      />
    </ToolSection>
  );
}

/** "n/total completed" of a checklist tool. */
export function CheckedCount({ doc, total }: { doc: ChecklistDoc; total: number }) {
  return <ProgressCounter done={countChecked(doc.value.checkedItems)} total={total} label="completed" />;
}
