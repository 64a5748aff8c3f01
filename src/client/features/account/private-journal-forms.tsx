import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { boundTo } from "../../lib/bound-to";
import { FormMessage } from "./form-message";

// The forms of her private journal's card (private-journal-settings.tsx): each asks, runs one action and
// words its failure; the card decides which one she sees.

export const MIN_PASSPHRASE_LENGTH = 10;
const PASSPHRASE_HINT = `Not your password: a sentence only you know, at least ${MIN_PASSPHRASE_LENGTH} characters.`;

/** A form that runs `action` once, shows it busy, and shows what went wrong. */
export function ActionForm({
  action,
  submit,
  children,
}: {
  action: () => Promise<void>;
  submit: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={onSubmit}>
      {children}
      <FormMessage error={error} />
      <Button type="submit" busy={busy} className="self-start">
        {submit}
      </Button>
    </form>
  );
}

/** A new passphrase, typed twice; `then` runs once both agree and are long enough. */
export function NewPassphraseForm({
  submit,
  then,
  before,
}: {
  submit: string;
  then: (passphrase: string) => Promise<void>;
  before?: ReactNode;
}) {
  const [passphrase, setPassphrase] = useState("");
  const [again, setAgain] = useState("");
  async function action() {
    if (passphrase.length < MIN_PASSPHRASE_LENGTH)
      throw new Error(`Your passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters.`);
    if (passphrase !== again) throw new Error("The two passphrases are not the same.");
    await then(passphrase);
  }
  return (
    <ActionForm action={action} submit={submit}>
      {before}
      <TextField
        label="Journal passphrase"
        type="password"
        autoComplete="new-password"
        hint={PASSPHRASE_HINT}
        required
        {...boundTo(passphrase, setPassphrase)}
      />
      <TextField
        label="Journal passphrase again"
        type="password"
        autoComplete="new-password"
        required
        {...boundTo(again, setAgain)}
      />
    </ActionForm>
  );
}

/** Her passphrase, to unlock her journal in this tab. */
export function PassphraseForm({
  submit,
  then,
}: {
  submit: string;
  then: (passphrase: string) => Promise<void>;
}) {
  const [passphrase, setPassphrase] = useState("");
  return (
    <ActionForm action={() => then(passphrase)} submit={submit}>
      <TextField
        label="Journal passphrase"
        type="password"
        autoComplete="current-password"
        required
        {...boundTo(passphrase, setPassphrase)}
      />
    </ActionForm>
  );
}

/** The recovery code field, for the forgotten-passphrase form. */
export function RecoveryCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <TextField
      label="Recovery code"
      hint="From your recovery kit: letters and digits in groups of four."
      autoComplete="off"
      spellCheck={false}
      required
      {...boundTo(value, onChange)}
    />
  );
}
