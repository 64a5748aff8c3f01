import { useMutation } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { sendVerificationEmail } from "../../lib/auth-client";
import { toast } from "../../lib/toast";

/** Offered after sign-up and when an unverified account tries to sign in. */
export function ResendVerification({
  email,
  message,
  next,
}: {
  email: string;
  message: string;
  /** Where the link takes her once she confirms (domain/next-page.ts). */
  next: string | null;
}) {
  const resend = useMutation({
    mutationFn: () => sendVerificationEmail(email, next),
    onSuccess: () => toast.success(`We sent a new verification link to ${email}.`),
    onError: (error) => toast.error(error instanceof ApiError ? error.message : "Could not send the e-mail."),
  });
  return (
    <div role="status" className="mt-5 rounded-xl bg-sage-soft p-4 text-sm text-ink">
      <p>{message}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        busy={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend verification e-mail
      </Button>
    </div>
  );
}
