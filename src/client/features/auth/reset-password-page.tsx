import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from "../../../domain/passwords";
import { paths } from "../../../domain/routes";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { resetPassword } from "../../lib/auth-client";
import { useDocumentTitle } from "../../lib/document-title";
import { useNavigate, useSearchParams } from "../../lib/router";
import { toast } from "../../lib/toast";

export default function ResetPasswordPage() {
  useDocumentTitle("Choose a new password | Grind to Grace");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const reset = useMutation({
    mutationFn: (input: { token: string; password: string }) => resetPassword(input.token, input.password),
    onSuccess: () => {
      toast.success("Your password is updated. Please sign in with the new one.");
      navigate(paths.auth);
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : "Could not reset the password."),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || reset.isPending) return;
    reset.mutate({ token, password: String(new FormData(event.currentTarget).get("password")) });
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-center text-4xl">Choose a new password</h1>
      <Card className="mt-8">
        {token ? (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              hint={PASSWORD_HINT}
              required
            />
            <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
              Save new password
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-4 text-center">
            <p role="alert">
              This reset link is invalid or has expired. Ask for a new one from the sign-in page.
            </p>
            <ButtonLink to={paths.auth}>Back to sign in</ButtonLink>
          </div>
        )}
      </Card>
    </section>
  );
}
