import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { isPlausibleName, MAX_NAME_LENGTH, NAME_RULE_MESSAGE } from "../../../domain/names";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { useSession } from "../../lib/session";
import { updateName } from "./account-auth";
import { SettingsForm } from "./settings-form";

/** Her first and last name, as greetings use them. */
export function ProfileSettings() {
  const { session, refresh } = useSession();
  const [firstName, setFirstName] = useState(session.user?.firstName ?? "");
  const [lastName, setLastName] = useState(session.user?.lastName ?? "");
  const save = useMutation({ mutationFn: updateName, onSuccess: () => refresh() });
  const invalid = !isPlausibleName(firstName) || !isPlausibleName(lastName);

  return (
    <Card>
      <h2 className="text-xl">Your name</h2>
      <SettingsForm
        submitLabel="Save name"
        busy={save.isPending}
        disabled={invalid}
        success={save.isSuccess ? "Saved." : null}
        error={invalid ? NAME_RULE_MESSAGE : save.error?.message}
        onSubmit={() => save.mutate({ firstName: firstName.trim(), lastName: lastName.trim() })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
      </SettingsForm>
    </Card>
  );
}
