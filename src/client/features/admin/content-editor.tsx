import { type FormEvent, lazy, Suspense, useState } from "react";
import {
  type ContentItem,
  type ContentKindName,
  contentKinds,
  contentPlace,
  type EditableValue,
} from "../../../content/content-editing";
import { roleAllows } from "../../../domain/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SelectField } from "../../components/ui/select-field";
import { TextArea } from "../../components/ui/text-area";
import { TextField } from "../../components/ui/text-field";
import { formatLongDate } from "../../lib/format-date";
import { Link } from "../../lib/router";
import { useSession } from "../../lib/session";
import { ConsoleLoading } from "./console-loading";
import { contentFields, type FieldSpec } from "./content-fields";
import { ContentPanel, contentHref, kindNames } from "./content-panel";
import { useContentItem, usePublish, useRestore, useSaveDraft } from "./use-content";

/** The member's components for the preview, fetched when she first asks for it. */
const ContentPreview = lazy(() => import("./content-previews"));

// One piece in the coach's editor (docs/architecture.md, "Editing the content"): her draft, the rule it breaks
// (checked as she types, and again by the server on publish), a preview of the member's page, publish, and the
// versions with restore. The same for a day, an affirmation and a printable.

/** /admin/content/<kind> (its list) and /admin/content/<kind>/<key> (one piece); a bare number is a day. */
export function ContentPlace({ id }: { id: string }) {
  const place = /^\d+$/.test(id) ? { kind: "day" as const, key: id } : contentPlace(id);
  if (!place) return <p className="mt-6">There is no such content.</p>;
  if (place.key === undefined) return <ContentPanel kind={place.kind} />;
  return <PieceLoader key={`${place.kind}:${place.key}`} kind={place.kind} pieceKey={place.key} />;
}

function PieceLoader<K extends ContentKindName>({ kind, pieceKey }: { kind: K; pieceKey: string }) {
  const item = useContentItem(kind, pieceKey);
  const label = contentKinds[kind].label(pieceKey);
  if (item.isPending) return <ConsoleLoading label={`Loading ${label}`} />;
  if (item.isError) return <p className="mt-6">{item.error.message}</p>;
  return <PieceForm key={item.data.draftRevision} kind={kind} pieceKey={pieceKey} item={item.data} />;
}

function PieceForm<K extends ContentKindName>({
  kind,
  pieceKey,
  item,
}: {
  kind: K;
  pieceKey: string;
  item: ContentItem<EditableValue<K>>;
}) {
  type V = EditableValue<K>;
  const canPublish = roleAllows(useSession().session.consoleRole, "admin");
  const saved = item.draft?.value ?? item.published.value;
  const [value, setValue] = useState<V>(saved);
  const [preview, setPreview] = useState(false);
  const save = useSaveDraft(kind, pieceKey);
  const publish = usePublish(kind, pieceKey);
  const restore = useRestore(kind, pieceKey);
  const fields = contentFields[kind] as FieldSpec<V>[];
  const problem = (contentKinds[kind].ruleBreak as (value: V) => { field: string; error: string } | null)(
    value,
  );
  const changed = JSON.stringify(value) !== JSON.stringify(saved);
  const label = contentKinds[kind].label(pieceKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ value, baseRevision: item.draftRevision });
  };

  return (
    <div className="mt-6 flex flex-col gap-6">
      <Link to={contentHref(kind)} className="text-sm font-semibold text-muted hover:text-ink">
        ← {kindNames[kind].title}
      </Link>
      <Card>
        <h2 className="text-2xl">{label}</h2>
        <p className="mt-1 text-sm text-muted">
          Members see version {item.published.version}, published {formatLongDate(item.published.at)} by{" "}
          {item.published.by}.
          {item.draft
            ? ` Draft saved ${formatLongDate(item.draft.at)} by ${item.draft.by}; members do not see it.`
            : ""}
        </p>
        <form className="mt-5 flex flex-wrap items-end gap-x-8 gap-y-4" onSubmit={submit}>
          {fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              value={value[field.name]}
              invalid={problem?.field === field.name}
              onChange={(next) => setValue((current) => ({ ...current, [field.name]: next }))}
            />
          ))}
          <p
            role="status"
            className={`w-full rounded-xl px-4 py-3 text-sm text-ink ${problem ? "bg-clay/10" : "bg-sage/10"}`}
          >
            {problem
              ? `Not ready to publish (${fields.find((f) => f.name === problem.field)?.label}): ${problem.error}`
              : "Ready to publish: this text keeps every rule."}
          </p>
          <div className="flex w-full flex-wrap gap-3">
            <Button type="submit" busy={save.isPending} disabled={!changed}>
              Save draft
            </Button>
            <Button variant="secondary" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
              {preview ? "Hide preview" : "Preview"}
            </Button>
            {canPublish && (
              <Button
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
            <p role="alert" className="w-full text-sm font-semibold text-clay-dark">
              {publish.error.message}
            </p>
          )}
        </form>
      </Card>
      {preview && (
        <Suspense fallback={<ConsoleLoading label="Loading the preview" />}>
          <ContentPreview kind={kind} pieceKey={pieceKey} value={value} />
        </Suspense>
      )}
      <Card>
        <h2 className="text-xl">Versions</h2>
        <ol className="mt-3 flex flex-col divide-y divide-linen">
          {item.versions.map(({ version, at, by }) => (
            <li key={version} className="flex flex-wrap items-center justify-between gap-3 py-2.5 text-sm">
              <span>
                Version {version} · {formatLongDate(at)} · {by}
                {version === item.published.version ? " · published" : ""}
              </span>
              {canPublish && version !== item.published.version && (
                <Button
                  size="sm"
                  variant="ghost"
                  busy={restore.isPending && restore.variables === version}
                  onClick={() => restore.mutate(version)}
                >
                  Restore version {version}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** The day's time labels (D13). */
const minuteChoices = { 5: "5 minutes", 10: "10 minutes", 15: "15 minutes" };

/** One field of the form, as its spec says, marked invalid when the rule it breaks is about it. */
function Field<V>({
  field,
  value,
  invalid,
  onChange,
}: {
  field: FieldSpec<V>;
  value: unknown;
  invalid: boolean;
  onChange: (next: unknown) => void;
}) {
  const marked = invalid ? { "aria-invalid": true as const } : {};
  if (field.as === "check") {
    return (
      <label className="flex min-h-11 items-center gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5 accent-clay"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          {...marked}
        />
        {field.check}
      </label>
    );
  }
  if (field.as === "minutes") {
    return (
      <SelectField
        label={field.label}
        options={minuteChoices}
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    );
  }
  const Input = field.as === "line" ? TextField : TextArea;
  return (
    <Input
      label={field.label}
      hint={field.hint}
      className="w-full"
      value={String(value)}
      onChange={(e: { target: { value: string } }) => onChange(e.target.value)}
      {...marked}
    />
  );
}
