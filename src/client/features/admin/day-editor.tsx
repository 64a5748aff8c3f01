import { type FormEvent, useState } from "react";
import { type DayField, dayRuleBreak } from "../../../content/day-rules";
import type { DayItem, EditableDay } from "../../../domain/content-editing";
import { paths } from "../../../domain/routes";
import { roleAllows } from "../../../domain/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextArea } from "../../components/ui/text-area";
import { TextField } from "../../components/ui/text-field";
import { formatLongDate } from "../../lib/format-date";
import { Link } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { ConsoleLoading } from "./console-loading";
import { DayPreview } from "./day-preview";
import { published, useContentDay, usePublishDay, useRestoreDay, useSaveDayDraft } from "./use-content";

// One day in the coach's editor (docs/architecture.md, "Editing the content"): her draft, the rule it breaks
// (checked as she types, and again by the server on publish), a preview of the member's page, publish, and
// the versions with restore.

const labels: Record<DayField, string> = {
  title: "Title",
  prompt: "Soul prompt",
  guidance: "Guidance",
  deeperPrompt: "Go deeper",
  gentlePrompt: "Gentle version",
  minutes: "Time label",
  care: "Care note",
  safety: "Safety lines",
};

/** /admin/content/:day */
export function DayEditor({ id }: { id: string }) {
  const day = Number(id);
  // The path's length is the server's to say: a day past it answers 400, shown as not loaded.
  if (!Number.isInteger(day) || day < 1) return <p className="mt-6">There is no day {id}.</p>;
  return <DayEditorFor key={day} day={day} />;
}

function DayEditorFor({ day }: { day: number }) {
  const item = useContentDay(day);
  if (item.isPending) return <ConsoleLoading label={`Loading day ${day}`} />;
  if (item.isError) return <p className="mt-6">Day {day} could not be loaded. Please reload the page.</p>;
  return <DayForm key={`${item.data.draftRevision}`} day={day} item={item.data} />;
}

function DayForm({ day, item }: { day: number; item: DayItem }) {
  const canPublish = roleAllows(useSession().session.consoleRole, "admin");
  const [value, setValue] = useState<EditableDay>(item.draft?.value ?? item.published.value);
  const [preview, setPreview] = useState(false);
  const save = useSaveDayDraft(day, () =>
    toast.success("Draft saved. Members still see the published version."),
  );
  const publish = usePublishDay(day, published);
  const restore = useRestoreDay(day, published);
  const problem = dayRuleBreak(value);
  const changed = JSON.stringify(value) !== JSON.stringify(item.draft?.value ?? item.published.value);
  const set = <K extends keyof EditableDay>(field: K, next: EditableDay[K]) =>
    setValue((current) => ({ ...current, [field]: next }));
  const invalid = (field: DayField) => (problem?.field === field ? { "aria-invalid": true as const } : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ value, baseRevision: item.draftRevision });
  };

  return (
    <div className="mt-6 flex flex-col gap-6">
      <Link to={paths.adminTab("content")} className="text-sm font-semibold text-muted hover:text-ink">
        ← All days
      </Link>
      <Card>
        <h2 className="text-2xl">
          Day {day}: {item.published.value.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Members see version {item.published.version}, published {formatLongDate(item.published.at)} by{" "}
          {item.published.by}.
          {item.draft
            ? ` Draft saved ${formatLongDate(item.draft.at)} by ${item.draft.by}; members do not see it.`
            : ""}
        </p>
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit}>
          <TextField
            label={labels.title}
            value={value.title}
            onChange={(e) => set("title", e.target.value)}
            {...invalid("title")}
          />
          <TextArea
            label={labels.prompt}
            value={value.prompt}
            onChange={(e) => set("prompt", e.target.value)}
            {...invalid("prompt")}
          />
          <TextArea
            label={labels.guidance}
            value={value.guidance}
            onChange={(e) => set("guidance", e.target.value)}
            {...invalid("guidance")}
          />
          <TextArea
            label={labels.deeperPrompt}
            hint="Shown when she asks to go deeper: one question."
            value={value.deeperPrompt}
            onChange={(e) => set("deeperPrompt", e.target.value)}
            {...invalid("deeperPrompt")}
          />
          <TextArea
            label={labels.gentlePrompt}
            hint="For a low-energy day: one small thing, at most 15 words."
            value={value.gentlePrompt}
            onChange={(e) => set("gentlePrompt", e.target.value)}
            {...invalid("gentlePrompt")}
          />
          <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
            <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
              {labels.minutes}
              <select
                className="min-h-11 rounded-xl border border-linen bg-white px-3 text-base text-ink"
                value={value.minutes}
                onChange={(e) => set("minutes", Number(e.target.value) as EditableDay["minutes"])}
              >
                {[5, 10, 15].map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </label>
            <Check
              label="Care note: she can stop at any point, with the support page"
              checked={value.care}
              onChange={(on) => set("care", on)}
            />
            <Check
              label="Safety lines: the domestic-abuse lines too"
              checked={value.safety}
              onChange={(on) => set("safety", on)}
            />
          </div>
          <p
            role="status"
            className={`rounded-xl px-4 py-3 text-sm ${problem ? "bg-clay/10 text-ink" : "bg-sage/10 text-ink"}`}
          >
            {problem
              ? `Not ready to publish (${labels[problem.field]}): ${problem.error}`
              : "Ready to publish: this text keeps every rule."}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={save.isPending} disabled={!changed}>
              Save draft
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-pressed={preview}
              onClick={() => setPreview((on) => !on)}
            >
              {preview ? "Hide preview" : "Preview"}
            </Button>
            {canPublish && (
              <Button
                type="button"
                variant="secondary"
                busy={publish.isPending}
                disabled={!item.draft || changed}
                onClick={() => publish.mutate(undefined)}
              >
                Publish
              </Button>
            )}
          </div>
          {item.draft && changed && (
            <p className="text-sm text-muted">Save the draft before you publish it.</p>
          )}
          {publish.error && "body" in publish.error && (
            <p role="alert" className="text-sm font-semibold text-clay-dark">
              {publish.error.message}
            </p>
          )}
        </form>
      </Card>
      {preview && <DayPreview day={day} value={value} />}
      <Card>
        <h2 className="text-xl">Versions</h2>
        <ol className="mt-3 flex flex-col divide-y divide-linen">
          {item.versions.map((version) => (
            <li
              key={version.version}
              className="flex flex-wrap items-center justify-between gap-3 py-2.5 text-sm"
            >
              <span>
                Version {version.version} · {formatLongDate(version.at)} · {version.by}
                {version.version === item.published.version ? " · published" : ""}
              </span>
              {canPublish && version.version !== item.published.version && (
                <Button
                  size="sm"
                  variant="ghost"
                  busy={restore.isPending && restore.variables === version.version}
                  onClick={() => restore.mutate(version.version)}
                >
                  Restore version {version.version}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2.5 text-sm text-ink">
      <input
        type="checkbox"
        className="size-5 accent-clay"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
