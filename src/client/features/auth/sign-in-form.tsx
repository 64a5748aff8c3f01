import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { paths } from "../../../domain/routes";
import { CurrentPasswordField } from "../../components/password-fields";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { signIn } from "../../lib/auth-client";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { ArrivingNotice } from "./arriving-notice";
import { ResendVerification } from "./resend-verification";

/** `next`: where she goes once signed in (domain/next-page.ts), the dashboard otherwise. */
export function SignInForm({ onForgotPassword, next }: { onForgotPassword(): void; next: string | null }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const [arrivingIn, setArrivingIn] = useState<number | null>(null);
  const signingIn = useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await signIn(input, next, setArrivingIn);
      await refresh();
    },
    onSuccess: () => {
      toast.success("Welcome back!");
      navigate(next ?? paths.dashboard);
    },
    onError: (error, { email }) => {
      toast.error(error instanceof ApiError ? error.message : "Sign in failed. Please try again.");
      // The server answers an unconfirmed account like a wrong password (docs/security.md), so a
      // member who has just signed up is told what to do either way.
      if (error instanceof ApiError && error.status === 401) setRefusedEmail(email);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn.isPending) return;
    const form = new FormData(event.currentTarget);
    setRefusedEmail(null);
    signingIn.mutate({ email: String(form.get("email")), password: String(form.get("password")) });
  }

  // `post`: submitted before the app has started, her password goes in the request's body, never
  // into the address (docs/architecture.md, "Presses before the code arrives").
  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <CurrentPasswordField label="Password" name="password" />
      <Button type="submit" size="lg" busy={signingIn.isPending} className="mt-2 w-full">
        Sign In
      </Button>
      <ArrivingNotice secondsLeft={arrivingIn} />
      <button
        type="button"
        onClick={onForgotPassword}
        className="self-center rounded text-sm font-semibold text-clay-dark underline-offset-4 hover:underline"
      >
        Forgot password?
      </button>
      {refusedEmail && (
        <ResendVerification
          email={refusedEmail}
          next={next}
          message="Just signed up? Your e-mail address must be confirmed first: if the password was right, we have sent you a new link. You can also ask for one."
        />
      )}
    </form>
  );
}
