import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from "../../../domain/passwords";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { changePassword } from "./account-auth";
import { FormMessage } from "./form-message";

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
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooShort && !change.isPending) change.mutate();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={PASSWORD_HINT}
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={change.isPending} disabled={tooShort}>
            Change password
          </Button>
          <FormMessage
            success={
              change.isSuccess
                ? "Your password is changed. Your other devices are signed out; this one stays in."
                : null
            }
            error={change.error?.message}
          />
        </div>
      </form>
    </Card>
  );
}
