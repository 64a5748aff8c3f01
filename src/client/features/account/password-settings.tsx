import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../domain/passwords";
import { CurrentPasswordField, NewPasswordField } from "../../components/password-fields";
import { Card } from "../../components/ui/card";
import { boundTo } from "../../lib/bound-to";
import { changePassword } from "./account-auth";
import { SettingsForm } from "./settings-form";

/** A new password, with the current one; her other devices are signed out. */
export function PasswordSettings() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const change = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: () => {
      setCurrent("");
      setNext("");
    },
  });
  const tooShort = next.length > 0 && next.length < MIN_PASSWORD_LENGTH;

  return (
    <Card>
      <h2 className="text-xl">Password</h2>
      <SettingsForm
        submitLabel="Change password"
        busy={change.isPending}
        disabled={tooShort}
        success={
          change.isSuccess
            ? "Your password is changed. Your other devices are signed out; this one stays in."
            : null
        }
        error={change.error?.message}
        onSubmit={() => change.mutate()}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <CurrentPasswordField label="Current password" {...boundTo(current, setCurrent)} />
          <NewPasswordField label="New password" {...boundTo(next, setNext)} />
        </div>
      </SettingsForm>
    </Card>
  );
}
