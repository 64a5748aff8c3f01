import { type FormEvent, useState } from "react";
import {
  describeTrigger,
  MAX_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  type SequenceRequest,
  type SequenceSummary,
  type SequenceTrigger,
} from "../../../domain/broadcasts";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CheckboxRow } from "../../components/ui/labelled-field";
import { SelectField } from "../../components/ui/select-field";
import { TextArea } from "../../components/ui/text-area";
import { TextField } from "../../components/ui/text-field";
import { useDeleteSequence, useSaveSequence, useSequences } from "./use-messages";

// Automatic messages (D28): each with a trigger and an on/off switch, sent once to each member the
// trigger holds for from the day it is written, never to a member who turned news off.

const triggerChoices: Record<SequenceTrigger, string> = {
  signup: "Days after she signs up",
  trial: "Days after her trial starts",
  day: "When she completes day",
  quiet: "After this many quiet days",
};

const blank: SequenceRequest = { subject: "", body: "", trigger: "signup", days: 1, enabled: true };

export function SequencesSection({ canEdit }: { canEdit: boolean }) {
  const list = useSequences();
  const remove = useDeleteSequence();
  const [editing, setEditing] = useState<(SequenceRequest & { id?: string }) | null>(null);
  const sequences = list.data?.sequences ?? [];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">Automatic messages</h2>
        {canEdit && !editing && (
          <Button variant="secondary" onClick={() => setEditing(blank)}>
            New automatic message
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm text-muted">
        Each goes once to each member, when its moment comes after you write it. Members who turned news off
        get none.
      </p>
      {editing && <SequenceForm initial={editing} onDone={() => setEditing(null)} />}
      {list.isPending ? (
        <p className="mt-3 text-muted">Loading automatic messages...</p>
      ) : sequences.length === 0 ? (
        <p className="mt-4 text-muted">
          No automatic messages yet. A welcome a day after sign-up is a kind first one.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-linen">
          {sequences.map((sequence) => (
            <SequenceRow
              key={sequence.id}
              sequence={sequence}
              onEdit={canEdit ? () => setEditing(sequence) : undefined}
              onDelete={canEdit ? () => remove.mutate(sequence.id) : undefined}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SequenceRow({
  sequence,
  onEdit,
  onDelete,
}: {
  sequence: SequenceSummary;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{sequence.subject}</p>
        <p className="text-sm text-muted">
          {describeTrigger(sequence.trigger, sequence.days)} · {sequence.enabled ? "On" : "Off"} · sent to{" "}
          {sequence.sent} {sequence.sent === 1 ? "member" : "members"}
        </p>
      </div>
      <div className="flex gap-2">
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit}>
            Edit
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

function SequenceForm({ initial, onDone }: { initial: SequenceRequest & { id?: string }; onDone(): void }) {
  const [value, setValue] = useState(initial);
  const save = useSaveSequence(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value);
  };
  return (
    <form className="mt-5 flex flex-col gap-4 rounded-2xl border border-linen p-4" onSubmit={submit}>
      <TextField
        label="Subject"
        value={value.subject}
        maxLength={MAX_SUBJECT_LENGTH}
        required
        onChange={(event) => setValue({ ...value, subject: event.target.value })}
      />
      <TextArea
        label="Message"
        value={value.body}
        maxLength={MAX_MESSAGE_LENGTH}
        required
        rows={6}
        printable={false}
        onChange={(event) => setValue({ ...value, body: event.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Sent"
          options={triggerChoices}
          value={value.trigger}
          onChange={(event) => setValue({ ...value, trigger: event.target.value as SequenceTrigger })}
        />
        <TextField
          label={value.trigger === "day" ? "Day" : "Days"}
          type="number"
          min={value.trigger === "day" ? 1 : 0}
          max={value.trigger === "day" ? 75 : 3650}
          value={value.days}
          onChange={(event) =>
            setValue({ ...value, days: Math.max(0, Math.floor(Number(event.target.value))) })
          }
        />
      </div>
      <CheckboxRow checked={value.enabled} onChange={(enabled) => setValue({ ...value, enabled })}>
        On
      </CheckboxRow>
      <p className="text-sm text-muted">{describeTrigger(value.trigger, value.days)}.</p>
      <div className="flex gap-3">
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
