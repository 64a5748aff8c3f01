import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PrivateJournal } from "../../../domain/private-journal";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { boundTo } from "../../lib/bound-to";
import {
  finishSealing,
  type Prepared,
  prepareKeys,
  privateJournalQuery,
  setPassphrase,
  turnOff,
  turnOn,
  unlockJournal,
} from "../../lib/private-journal/journal-actions";
import { isUnlocked, privacyOf } from "../../lib/private-journal/journal-privacy";
import { Link } from "../../lib/router";
import { useSession } from "../../lib/session";
import { FormMessage } from "./form-message";
import { ActionForm, NewPassphraseForm, PassphraseForm, RecoveryCodeField } from "./private-journal-forms";

// Account → "Make my journal private" (issue 48; docs/architecture.md, "The private journal"): the plain
// explanation, her passphrase, the recovery kit shown once and confirmed, sealing what she wrote, and
// afterwards unlocking, a forgotten passphrase, a new one, and turning it off.

function Explanation() {
  return (
    <div className="mt-2 flex flex-col gap-2 text-muted">
      <p>
        When your journal is private, your reflections, open pages, check-in answers, tool notes, printable
        notes and monthly answers are locked on your device with a passphrase before they reach us. Nobody
        else can read them: not your coach, not us, not anyone who gets hold of our database or its backups.
      </p>
      <p>
        What stays visible to us: your moods and energy, dates, how much you wrote, the days you completed,
        the tags on your check-ins and your subscription.
      </p>
      <p className="font-semibold text-ink">
        If you lose both your passphrase and your recovery kit, your journal cannot be opened again, by you or
        by us.
      </p>
      <p>
        Searching your words, On this day, rereading, your exports and your recovery book keep working: they
        are opened on your device. PDFs of worksheets and printables with your words are not made, since we
        would have to read them.
      </p>
      <p>
        <Link to={paths.privacy} className="font-semibold text-clay-dark underline">
          What we can and cannot see
        </Link>
      </p>
    </div>
  );
}

function downloadKit(code: string) {
  const text = `Grind to Grace: recovery kit for your private journal\n\nRecovery code: ${code}\n\nWith this code you can open your journal if you forget your passphrase. Keep it somewhere safe, away from this device.\n`;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  link.download = "grind-to-grace-recovery-kit.txt";
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The recovery kit, shown once; she confirms it by typing its last group. */
function RecoveryKit({ prepared, confirm }: { prepared: Prepared; confirm: () => Promise<void> }) {
  const [typed, setTyped] = useState("");
  const last = prepared.recoveryCode.split("-").at(-1) ?? "";
  async function action() {
    if (typed.trim().toUpperCase() !== last)
      throw new Error("That is not the last group of your recovery code.");
    await confirm();
  }
  return (
    <>
      <h3 className="mt-4 text-lg">Your recovery kit</h3>
      <p className="mt-1 text-muted">
        Print it or save it somewhere safe, away from this device. It is shown only now. With it you can open
        your journal if you forget your passphrase.
      </p>
      <p
        className="mt-3 rounded-xl bg-sand px-4 py-3 font-mono text-lg tracking-wider text-ink"
        data-testid="recovery-code"
      >
        {prepared.recoveryCode}
      </p>
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          className="font-semibold text-clay-dark underline"
          onClick={() => downloadKit(prepared.recoveryCode)}
        >
          Download recovery kit
        </button>
        <button
          type="button"
          className="font-semibold text-clay-dark underline"
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      <ActionForm action={action} submit="Make my journal private">
        <TextField
          label="Type the last group of your recovery code"
          autoComplete="off"
          required
          {...boundTo(typed, setTyped)}
        />
      </ActionForm>
    </>
  );
}

function Progress({ done }: { done: [number, number] | null }) {
  if (!done) return null;
  return (
    <p role="status" className="mt-2 text-sm text-muted">
      {done[1] === 0 ? "Nothing written yet." : `${done[0]} of ${done[1]} entries done.`}
    </p>
  );
}

/** Her journal is private (or on its way in or out) but locked in this tab. */
function Unlock({
  userId,
  journal,
  onDone,
}: {
  userId: string;
  journal: PrivateJournal;
  onDone: () => void;
}) {
  const [forgot, setForgot] = useState(false);
  const [code, setCode] = useState("");
  if (!forgot)
    return (
      <>
        <PassphraseForm
          submit="Unlock my journal"
          then={async (passphrase) => {
            await unlockJournal(userId, journal, passphrase);
            onDone();
          }}
        />
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-clay-dark underline"
          onClick={() => setForgot(true)}
        >
          Forgot your passphrase?
        </button>
      </>
    );
  return (
    <NewPassphraseForm
      submit="Unlock and set a new passphrase"
      before={<RecoveryCodeField value={code} onChange={setCode} />}
      then={async (passphrase) => {
        await setPassphrase(userId, journal, { recoveryCode: code }, passphrase);
        onDone();
      }}
    />
  );
}

/** A change of her whole journal that the page closing left half done: what it says, and how it goes on. */
const unfinished = {
  sealing: {
    finish: finishSealing,
    submit: "Continue making it private",
    note: "Your journal is being made private. If the page was closed, continue here.",
  },
  opening: {
    finish: turnOff,
    submit: "Continue making it readable",
    note: "Your journal is being made readable again. If the page was closed, continue here.",
  },
};

export function PrivateJournalSettings() {
  const { session } = useSession();
  const userId = session.user?.id ?? "";
  const journal = useQuery(privateJournalQuery);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [starting, setStarting] = useState(false);
  const [done, setDone] = useState<[number, number] | null>(null);
  const [, setUnlockedHere] = useState(0);
  const progress = (count: number, total: number) => setDone([count, total]);
  const current = journal.data;
  const unlocked = isUnlocked(userId);
  const refresh = () => setUnlockedHere((n) => n + 1);
  // A key kept from an earlier unlock in this browser is read once; the card then shows it unlocked.
  useEffect(() => {
    if (userId)
      void privacyOf(userId).then(
        () => setUnlockedHere((n) => n + 1),
        () => undefined,
      );
  }, [userId]);

  let body: React.ReactNode;
  if (!current) body = <FormMessage error={journal.error?.message} />;
  else if (current.state === "off" && prepared)
    body = (
      <RecoveryKit
        prepared={prepared}
        confirm={async () => {
          await turnOn(userId, prepared, progress);
          setPrepared(null);
          setStarting(false);
        }}
      />
    );
  else if (current.state === "off" && starting)
    body = (
      <NewPassphraseForm
        submit="Continue"
        then={async (passphrase) => setPrepared(await prepareKeys(userId, passphrase))}
      />
    );
  else if (current.state === "off")
    body = (
      <ActionForm action={async () => setStarting(true)} submit="Make my journal private">
        {null}
      </ActionForm>
    );
  else if (!unlocked) body = <Unlock userId={userId} journal={current} onDone={refresh} />;
  else if (current.state === "sealing" || current.state === "opening") {
    const { finish, submit, note } = unfinished[current.state];
    body = (
      <ActionForm action={async () => void (await finish(userId, current, progress))} submit={submit}>
        <p className="text-muted">{note}</p>
      </ActionForm>
    );
  } else
    body = (
      <>
        <p className="mt-3 font-semibold text-sage">Your journal is private and unlocked on this device.</p>
        <h3 className="mt-5 text-lg">Change your journal passphrase</h3>
        <ChangePassphrase userId={userId} journal={current} />
        <h3 className="mt-5 text-lg">Make my journal readable again</h3>
        <p className="mt-1 text-muted">
          Your words are opened on this device and saved to us as plain text again.
        </p>
        <ActionForm
          action={async () => {
            if (window.confirm("Make your journal readable to the server again?"))
              await turnOff(userId, current, progress);
          }}
          submit="Turn off privacy"
        >
          {null}
        </ActionForm>
      </>
    );

  return (
    <Card id="private-journal">
      <h2 className="text-xl">Make my journal private</h2>
      {current?.state !== "on" && <Explanation />}
      {body}
      <Progress done={done} />
    </Card>
  );
}

function ChangePassphrase({ userId, journal }: { userId: string; journal: PrivateJournal }) {
  const [old, setOld] = useState("");
  return (
    <NewPassphraseForm
      submit="Change passphrase"
      before={
        <TextField
          label="Current journal passphrase"
          type="password"
          autoComplete="current-password"
          required
          {...boundTo(old, setOld)}
        />
      }
      then={(passphrase) => setPassphrase(userId, journal, { passphrase: old }, passphrase)}
    />
  );
}
