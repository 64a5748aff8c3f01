import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CurrentPasswordField } from "../../components/password-fields";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { boundTo } from "../../lib/bound-to";
import { useSearchParams } from "../../lib/router";
import { useSession } from "../../lib/session";
import { changeEmail } from "./account-auth";
import { SettingsForm } from "./settings-form";

/** A new address, which takes effect once she opens the link sent to it. */
export function EmailSettings() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const change = useMutation({ mutationFn: changeEmail, onSuccess: () => setPassword("") });
  const confirmed = params.get("email") === "confirmed";

  return (
    <Card>
      <h2 className="text-xl">E-mail</h2>
      <p className="mt-2 text-muted">
        You sign in with <span className="font-semibold text-ink">{session.user?.email}</span>.
      </p>
      {confirmed && (
        <p role="status" className="mt-2 text-sm font-semibold text-sage">
          Your new address is confirmed.
        </p>
      )}
      <SettingsForm
        submitLabel="Change e-mail"
        busy={change.isPending}
        success={
          change.isSuccess
            ? `We sent a link to ${change.variables.newEmail}. Your address changes once you open it.`
            : null
        }
        error={change.error?.message}
        onSubmit={() => change.mutate({ newEmail: email.trim(), password })}
      >
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          required
          {...boundTo(email, setEmail)}
        />
        <CurrentPasswordField label="Current password" {...boundTo(password, setPassword)} />
      </SettingsForm>
    </Card>
  );
}
