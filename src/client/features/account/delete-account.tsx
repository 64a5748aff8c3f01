import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { paths } from "../../../domain/routes";
import { CurrentPasswordField } from "../../components/password-fields";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { boundTo } from "../../lib/bound-to";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { deleteAccount } from "./account-auth";
import { FormMessage } from "./form-message";

/** Deleting the account: her password and a dialog that says plainly what goes. */
export function DeleteAccount() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const remove = useMutation({
    mutationFn: () => deleteAccount(password),
    onSuccess: async () => {
      await signOut(() => navigate(paths.home), { accountDeleted: true });
      toast.success("Your account has been deleted. Thank you for the time you gave yourself here.");
    },
  });

  return (
    <Card className="border-clay/30">
      <h2 className="text-xl">Delete your account</h2>
      <p className="mt-2 text-muted">
        This removes your account and everything you wrote here, for good. Download a copy first if you want
        to keep your words.
      </p>
      <Dialog
        onOpenChange={(open) => {
          if (open) return;
          setPassword("");
          remove.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="secondary" className="mt-4">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent title="Delete your account?" description="This cannot be undone.">
          <p className="text-ink">Deleting your account:</p>
          <ul className="mt-2 list-disc pl-5 text-ink">
            <li>erases every reflection, check-in, tool note and printable note you saved;</li>
            <li>ends your subscription at once, with no further charges;</li>
            <li>signs you out on every device.</li>
          </ul>
          <form
            className="mt-5 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!remove.isPending) remove.mutate();
            }}
          >
            <CurrentPasswordField label="Your password" {...boundTo(password, setPassword)} />
            <FormMessage error={remove.error?.message} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="ghost">Keep my account</Button>
              </DialogClose>
              <Button type="submit" busy={remove.isPending} className="bg-clay-dark">
                Delete my account forever
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
