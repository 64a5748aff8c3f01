import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { isPlausibleName, MAX_NAME_LENGTH, NAME_RULE_MESSAGE } from "../../../domain/names";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { useSession } from "../../lib/session";
import { updateName } from "./account-auth";
import { SettingsForm } from "./settings-form";

const nameFields = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

/** Her first and last name, as greetings use them. */
export function ProfileSettings() {
  const { session, refresh } = useSession();
  const [names, setNames] = useState({
    firstName: session.user?.firstName ?? "",
    lastName: session.user?.lastName ?? "",
  });
  const save = useMutation({ mutationFn: updateName, onSuccess: () => refresh() });
  const invalid = !isPlausibleName(names.firstName) || !isPlausibleName(names.lastName);

  return (
    <Card>
      <h2 className="text-xl">Your name</h2>
      <SettingsForm
        submitLabel="Save name"
        busy={save.isPending}
        disabled={invalid}
        success={save.isSuccess ? "Saved." : null}
        error={invalid ? NAME_RULE_MESSAGE : save.error?.message}
        onSubmit={() => save.mutate({ firstName: names.firstName.trim(), lastName: names.lastName.trim() })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {nameFields.map(({ name, label, autoComplete }) => (
            <TextField
              key={name}
              label={label}
              autoComplete={autoComplete}
              maxLength={MAX_NAME_LENGTH}
              value={names[name]}
              onChange={(event) => setNames({ ...names, [name]: event.target.value })}
            />
          ))}
        </div>
      </SettingsForm>
    </Card>
  );
}
