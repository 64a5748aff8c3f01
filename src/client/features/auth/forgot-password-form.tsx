import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { requestPasswordReset } from "../../lib/auth-client";
import { toast } from "../../lib/toast";

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : "Could not send the reset link."),
  });
  const sent = request.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(String(new FormData(event.currentTarget).get("email")));
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl">Reset your password</h2>
        <p className="mt-1 text-sm text-muted">
          Enter your e-mail and we will send you a link to choose a new one.
        </p>
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <Button type="submit" size="lg" busy={request.isPending} className="w-full">
        Send reset link
      </Button>
      {sent && (
        <p role="status" className="rounded-xl bg-sage-soft p-4 text-sm">
          If an account exists for that address, a reset link is on its way. It works once and expires in one
          hour.
        </p>
      )}
      <button
        type="button"
        onClick={onBack}
        className="self-center rounded text-sm font-semibold text-clay-dark underline-offset-4 hover:underline"
      >
        Back to sign in
      </button>
    </form>
  );
}
