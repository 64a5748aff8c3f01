import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/document-title";
import { Link } from "../../lib/router";
import { useSession } from "../../lib/session";
import { AppearanceSettings } from "./appearance-settings";
import { DataSettings } from "./data-settings";
import { DeleteAccount } from "./delete-account";
import { EmailSettings } from "./email-settings";
import { OnThisDaySettings } from "./on-this-day-settings";
import { PasswordSettings } from "./password-settings";
import { PrivateJournalSettings } from "./private-journal-settings";
import { ProfileSettings } from "./profile-settings";
import { ReminderSettings } from "./reminder-settings";
import { SignOutSettings } from "./sign-out-settings";

/**
 * Her account: each section is its own component in this folder (her data, name, e-mail, password,
 * reminder, appearance, signing out, deletion), listed here in the order she reads them.
 */
export default function AccountPage() {
  const { session } = useSession();
  useDocumentTitle("Your account | Grind to Grace");
  if (session.status !== "signed-in") return null;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl">Your account</h1>
        <p className="mt-2 text-muted">Signed in as {session.user.email}</p>
      </header>
      <DataSettings />
      <PrivateJournalSettings />
      <Card>
        <h2 className="text-xl">Membership</h2>
        <p className="mt-2 text-muted">
          Your plan, payment method and invoices are on the{" "}
          <Link to={paths.billing} className="font-semibold text-clay-dark underline">
            billing page
          </Link>
          .
        </p>
      </Card>
      <ProfileSettings />
      <EmailSettings />
      <PasswordSettings />
      <ReminderSettings />
      <OnThisDaySettings />
      <AppearanceSettings />
      <p className="text-muted">
        Having a hard time?{" "}
        <Link to={paths.support} className="font-semibold text-clay-dark underline">
          Support lines are here
        </Link>
        .
      </p>
      <SignOutSettings />
      <DeleteAccount />
    </section>
  );
}
