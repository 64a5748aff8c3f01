import { HeartPulse, Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { checkInQuestions, energyOptions, moodOptions } from "../../../content/tools";
import {
  type CheckInDraft,
  type CheckInRecord,
  emptyCheckInDraft,
  isCheckInComplete,
  utcDateKey,
} from "../../../domain/check-in";
import { Printer } from "../../components/first-screen-icons";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import { useDocument } from "../../lib/local-first";
import { toast } from "../../lib/toast";
import { ChoiceGroup } from "./choice-group";
import { HelpedTags } from "./helped-tags";
import { ToolActions, ToolPage } from "./tool-page";

const questionText = Object.fromEntries(checkInQuestions.map((q) => [q.id, q])) as Record<
  (typeof checkInQuestions)[number]["id"],
  (typeof checkInQuestions)[number]
>;
const textQuestions = ["gratitude", "challenge", "intention"] as const;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeZone: "UTC" });

function draftOf({ mood, energy, gratitude, challenge, intention }: CheckInRecord): CheckInDraft {
  return { mood, energy, gratitude, challenge, intention };
}

// spec §2–§5 Check-in: five questions, Save Check-in (once mood and energy are chosen; the written
// answers are optional, D24), Print and a "Last saved" time; it opens with today's saved entry, kept under checkIn-{YYYY-MM-DD} (UTC).
export default function CheckInPage() {
  const today = useMemo(() => utcDateKey(new Date()), []);
  const doc = useDocument("checkIn", today);
  const saved = doc.value;
  const [draft, setDraft] = useState<CheckInDraft>(saved ? draftOf(saved) : emptyCheckInDraft);
  // What helped (D23): optional, kept beside the answers and saved only when she chose some.
  const [tags, setTags] = useState<string[]>(saved?.tags ?? []);
  useEffect(() => {
    if (saved) setDraft(draftOf(saved));
    if (saved) setTags(saved.tags ?? []);
  }, [saved]);

  const complete = isCheckInComplete(draft);
  // A second press while the first save is on its way does nothing (one save, one toast).
  const busy = doc.status === "saving";
  const save = async () => {
    if (busy || draft.mood === "" || draft.energy === "") return;
    doc.setValue({
      ...draft,
      mood: draft.mood,
      energy: draft.energy,
      ...(tags.length > 0 ? { tags } : {}),
      timestamp: new Date().toISOString(),
    });
    toast.success("Check-in saved.");
    await doc.saveNow();
  };

  return (
    <ToolPage
      icon={HeartPulse}
      title="Check-in"
      intro="A few quiet minutes to notice where you are today. There are no right answers, only honest ones. Mood and energy are enough to save; write as much or as little as the day allows."
      doc={doc}
      idleText="Not saved yet today."
    >
      <div>
        <p className="text-sm font-semibold text-clay-dark">
          {dateFormat.format(new Date(`${today}T12:00:00Z`))}
        </p>
        <div className="mt-5 flex flex-col gap-7">
          <ChoiceGroup
            legend={questionText.mood.question}
            options={moodOptions}
            value={draft.mood}
            onChange={(mood) => setDraft({ ...draft, mood })}
          />
          <ChoiceGroup
            legend={questionText.energy.question}
            options={energyOptions}
            value={draft.energy}
            onChange={(energy) => setDraft({ ...draft, energy })}
          />
          {textQuestions.map((id) => (
            <TextArea
              key={id}
              label={questionText[id].question}
              placeholder={questionText[id].placeholder}
              value={draft[id]}
              onChange={(event) => setDraft({ ...draft, [id]: event.target.value })}
              rows={3}
              className="[&_textarea]:min-h-24"
            />
          ))}
          <HelpedTags tags={tags} onChange={setTags} />
        </div>
      </div>
      <ToolActions>
        <Button
          onClick={save}
          disabled={!complete || busy}
          aria-describedby={complete ? undefined : "check-in-hint"}
        >
          <Save aria-hidden="true" className="size-4" />
          Save Check-in
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        {!complete && (
          <p id="check-in-hint" className="self-center text-sm text-muted">
            Choose a mood and an energy level to save.
          </p>
        )}
      </ToolActions>
    </ToolPage>
  );
}
