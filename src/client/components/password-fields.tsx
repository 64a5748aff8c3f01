import type { ComponentProps } from "react";
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from "../../domain/passwords";
import { TextField } from "./ui/text-field";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "autoComplete">;

/** The password she signs in with now: asked again before the account's weightier changes. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" required {...props} />;
}

/** A password she chooses, with the rule it must meet said under it. */
export function NewPasswordField(props: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      minLength={MIN_PASSWORD_LENGTH}
      hint={PASSWORD_HINT}
      required
      {...props}
    />
  );
}
