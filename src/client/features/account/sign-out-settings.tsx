import { useState } from "react";
import { paths } from "../../../domain/routes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CheckboxRow } from "../../components/ui/labelled-field";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { FormMessage } from "./form-message";

const UNSENT =
  "Some of your writing has not reached our server yet, so it is still only on this device. Connect to the internet and press Sign Out again, so nothing you wrote is lost.";

/**
 * Signing out, with the choice a shared device needs (docs/offline.md, "Forgetting this device"): then
 * nothing of hers stays in this browser, once everything she wrote has been sent.
 */
export function SignOutSettings() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    const userId = session.user?.id;
    if (!userId) return;
    setBusy(true);
    setError(null);
    if (shared) {
      const { sendEverything } = await import("../../lib/sync-session");
      if ((await sendEverything(userId)) > 0) {
        setBusy(false);
        return setError(UNSENT);
      }
    }
    await signOut(() => navigate(paths.home), { forgetDevice: shared });
    if (shared) toast.success("Signed out. Nothing of yours is kept in this browser.");
  }

  return (
    <Card>
      <h2 className="text-xl">Sign out</h2>
      <CheckboxRow checked={shared} onChange={setShared} describedBy="shared-device-hint" className="mt-3">
        This is a shared device
      </CheckboxRow>
      <p id="shared-device-hint" className="mt-1 text-sm text-muted">
        Signing out then also removes everything Grind to Grace kept in this browser for you: the copies of
        your writing, your settings and the pages kept for offline use.
      </p>
      <FormMessage error={error} />
      <Button variant="secondary" className="mt-3" busy={busy} onClick={() => void leave()}>
        Sign Out
      </Button>
    </Card>
  );
}
