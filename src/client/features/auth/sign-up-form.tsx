import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { NewPasswordField } from "../../components/password-fields";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { signUp } from "../../lib/auth-client";
import { toast } from "../../lib/toast";
import { ArrivingNotice } from "./arriving-notice";
import { ResendVerification } from "./resend-verification";

/** `next`: where her confirmation link takes her (domain/next-page.ts). */
export function SignUpForm({ next }: { next: string | null }) {
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const [arrivingIn, setArrivingIn] = useState<number | null>(null);
  const signingUp = useMutation({
    mutationFn: (input: Parameters<typeof signUp>[0]) => signUp(input, next, setArrivingIn),
    onSuccess: (_answer, { email }) => {
      toast.success("Account created! Please check your email for verification.");
      setCreatedFor(email);
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : "Sign up failed. Please try again."),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingUp.isPending) return;
    const form = new FormData(event.currentTarget);
    signingUp.mutate({
      firstName: String(form.get("firstName")).trim(),
      lastName: String(form.get("lastName")).trim(),
      email: String(form.get("email")),
      password: String(form.get("password")),
    });
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" autoComplete="given-name" />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <NewPasswordField label="Password" name="password" />
      <Button type="submit" size="lg" busy={signingUp.isPending} className="mt-2 w-full">
        Create Account
      </Button>
      <ArrivingNotice secondsLeft={arrivingIn} />
      {createdFor && (
        <ResendVerification
          email={createdFor}
          next={next}
          message={`We sent a verification link to ${createdFor}. Open it to confirm your address and you will be signed in.`}
        />
      )}
    </form>
  );
}
