import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { paths } from "../../../domain/routes";
import { NewPasswordField } from "../../components/password-fields";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError } from "../../lib/api";
import { resetPassword } from "../../lib/auth-client";
import { useDocumentTitle } from "../../lib/document-title";
import { useNavigate, useSearchParams } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";

/**
 * Two doors to one form: the reset link from "Forgot password?", and (with `choose=1`) a confirmation
 * link for an address that more than one sign-up asked for, where she chooses the password that
 * will be hers and is then signed in (docs/security.md, "Pre-registered address").
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const choosing = params.get("choose") === "1";
  useDocumentTitle(
    choosing ? "Choose your password | Grind to Grace" : "Choose a new password | Grind to Grace",
  );
  const navigate = useNavigate();
  const { refresh } = useSession();
  const token = params.get("token");
  const reset = useMutation({
    mutationFn: async (input: { token: string; password: string }) => {
      await resetPassword(input.token, input.password);
      if (choosing) await refresh();
    },
    onSuccess: () => {
      if (choosing) {
        toast.success("Your e-mail is confirmed and your password is saved. Welcome!");
        navigate(paths.dashboard);
        return;
      }
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
      <h1 className="text-center text-4xl">{choosing ? "Choose your password" : "Choose a new password"}</h1>
      <Card className="mt-8">
        {token ? (
          <form method="post" onSubmit={submit} className="flex flex-col gap-4">
            {choosing && (
              <p className="text-sm text-ink">
                Your e-mail address is confirmed. It was used to sign up more than once, so please choose the
                password you will sign in with.
              </p>
            )}
            <NewPasswordField label="New password" name="password" />
            <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
              {choosing ? "Save password and continue" : "Save new password"}
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
