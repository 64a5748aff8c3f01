import { type FormEvent, useState } from "react";
import {
  type Audience,
  type BroadcastStatus,
  type BroadcastSummary,
  MAX_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
} from "../../../domain/broadcasts";
import { firstNameOf } from "../../../domain/names";
import { roleAllows } from "../../../domain/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { RadioChoices } from "../../components/ui/radio-choices";
import { TextArea } from "../../components/ui/text-area";
import { TextField } from "../../components/ui/text-field";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { statusLabels as memberStatusLabels } from "./console-format";
import { ChoiceFilter, DaysFilter } from "./filter-fields";
import { MessagePreview } from "./message-preview";
import { planChoices } from "./plan-options";
import { SequencesSection } from "./sequences-section";
import {
  useBroadcasts,
  useCancelBroadcast,
  useCreateBroadcast,
  useSendBroadcast,
  useTestBroadcast,
} from "./use-messages";

// The coach writes to her members (D28): compose with a live preview, a test to herself, then now or
// at a time, to a segment of the member filters; below, what was sent and the automatic messages.

const _select = "min-h-11 w-full rounded-xl border border-linen bg-white px-3 text-base text-ink";

const timings = ["now", "later"] as const;

const statusLabels: Record<BroadcastStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "Not scheduled";

export function BroadcastsPanel() {
  const { session } = useSession();
  const canSend = roleAllows(session.consoleRole, "admin");
  return (
    <div className="mt-6 flex flex-col gap-8">
      <Compose canSend={canSend} />
      <SentList canSend={canSend} />
      <SequencesSection canEdit={canSend} />
    </div>
  );
}

function Compose({ canSend }: { canSend: boolean }) {
  const { session } = useSession();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [audience, setAudience] = useState<Audience>({});
  const [timing, setTiming] = useState<(typeof timings)[number]>("now");
  const [sendAt, setSendAt] = useState("");
  const [draft, setDraft] = useState<{ id: string; of: string } | null>(null);
  const content = JSON.stringify({ subject, body, audience });
  const create = useCreateBroadcast(() => undefined);
  const test = useTestBroadcast();
  const send = useSendBroadcast();

  const reset = () => {
    setSubject("");
    setBody("");
    setAudience({});
    setDraft(null);
  };
  /** The draft of what is written now, saved first if it changed. */
  const savedDraft = async () => {
    if (draft?.of === content) return draft.id;
    const created = await create.mutateAsync({ subject, body, audience, draft: true });
    setDraft({ id: created.id, of: content });
    return created.id;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = timing === "later" && sendAt ? new Date(sendAt).toISOString() : undefined;
    if (timing === "later" && !at) return toast.error("Choose when to send it.");
    const id = await savedDraft();
    await send.mutateAsync({ id, sendAt: at });
    toast.success(
      at ? `Scheduled for ${when(at)}.` : "Sending now. Members receive it over the next minutes.",
    );
    reset();
  };
  const busy = create.isPending || send.isPending;
  const firstName = session.user ? firstNameOf(session.user) : "";

  return (
    <Card>
      <h2 className="text-2xl">Write to your members</h2>
      <p className="mt-2 text-sm text-muted">
        Write <code>{"{firstName}"}</code> for each member's first name; **bold**, *italic*, [a
        link](https://…) and lines starting "- " work. We never track opens or clicks: there is no pixel and
        no rewritten link. Members who turned news off are left out, and every message carries a one-click way
        to stop news.
      </p>
      <form
        className="mt-5 grid gap-6 lg:grid-cols-2"
        onSubmit={(event) => void submit(event).catch(() => undefined)}
      >
        <div className="flex flex-col gap-4">
          <TextField
            label="Subject"
            value={subject}
            maxLength={MAX_SUBJECT_LENGTH}
            required
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextArea
            label="Message"
            value={body}
            maxLength={MAX_MESSAGE_LENGTH}
            required
            rows={10}
            printable={false}
            onChange={(event) => setBody(event.target.value)}
          />
          <AudienceFields audience={audience} onChange={setAudience} />
          <RadioChoices
            legend="When"
            choices={timings}
            value={timing}
            onChange={setTiming}
            label={(choice) => (choice === "now" ? "Now" : "At a time")}
            layout="flex flex-wrap gap-2"
            className="flex flex-col gap-2"
          >
            {timing === "later" && (
              <TextField
                label="Send at (your time)"
                type="datetime-local"
                value={sendAt}
                onChange={(event) => setSendAt(event.target.value)}
              />
            )}
          </RadioChoices>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="secondary"
              busy={test.isPending}
              disabled={!subject.trim() || !body.trim()}
              onClick={() =>
                void savedDraft()
                  .then((id) => test.mutate(id))
                  .catch(() => undefined)
              }
            >
              Send me a test
            </Button>
            {canSend ? (
              <Button type="submit" busy={busy}>
                {timing === "now" ? "Send to members" : "Schedule"}
              </Button>
            ) : (
              <Button
                type="button"
                busy={create.isPending}
                disabled={!subject.trim() || !body.trim()}
                onClick={() =>
                  void savedDraft()
                    .then(() => {
                      toast.success("Draft saved. An administrator can send it.");
                      reset();
                    })
                    .catch(() => undefined)
                }
              >
                Save draft
              </Button>
            )}
          </div>
        </div>
        <MessagePreview subject={subject} body={body} firstName={firstName} />
      </form>
    </Card>
  );
}

function AudienceFields({ audience, onChange }: { audience: Audience; onChange(next: Audience): void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">
        Who receives it (every verified member who matches all)
      </legend>
      <ChoiceFilter
        label="Status"
        options={memberStatusLabels}
        value={audience.status}
        onChange={(status) => onChange({ ...audience, status })}
      />
      <ChoiceFilter
        label="Plan"
        options={planChoices}
        value={audience.plan}
        onChange={(plan) => onChange({ ...audience, plan })}
      />
      <DaysFilter
        label="Quiet for at least (days)"
        days={audience.inactiveDays}
        onChange={(inactiveDays) => onChange({ ...audience, inactiveDays })}
      />
      <DaysFilter
        label="Completed at least (days)"
        max={75}
        days={audience.minDay}
        onChange={(minDay) => onChange({ ...audience, minDay })}
      />
    </fieldset>
  );
}

function SentList({ canSend }: { canSend: boolean }) {
  const list = useBroadcasts();
  const cancel = useCancelBroadcast();
  const broadcasts = list.data?.broadcasts ?? [];
  return (
    <Card>
      <h2 className="text-2xl">Broadcasts</h2>
      {list.isPending ? (
        <p className="mt-3 text-muted">Loading broadcasts...</p>
      ) : broadcasts.length === 0 ? (
        <p className="mt-3 text-muted">Nothing sent yet. What you send appears here with its counts.</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-linen">
          {broadcasts.map((broadcast) => (
            <BroadcastRow
              key={broadcast.id}
              broadcast={broadcast}
              onCancel={
                canSend && ["draft", "scheduled"].includes(broadcast.status)
                  ? () => cancel.mutate(broadcast.id)
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BroadcastRow({ broadcast, onCancel }: { broadcast: BroadcastSummary; onCancel?: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{broadcast.subject}</p>
        <p className="text-sm text-muted">
          {statusLabels[broadcast.status]} · {when(broadcast.sendAt)} · {broadcast.recipients}{" "}
          {broadcast.recipients === 1 ? "recipient" : "recipients"} · {broadcast.sent} sent
          {broadcast.failed > 0 ? ` · ${broadcast.failed} failed` : ""}
        </p>
      </div>
      {onCancel && (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {broadcast.status === "draft" ? "Delete draft" : "Cancel"}
        </Button>
      )}
    </li>
  );
}
