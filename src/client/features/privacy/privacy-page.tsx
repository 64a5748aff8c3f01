import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/document-title";
import { Link } from "../../lib/router";

// /privacy (issue 48; docs/architecture.md, "The private journal"): exactly what the operator can and
// cannot see, with a private journal and without one. The lists follow what the server keeps.

const sealed = [
  "your day reflections",
  "your open pages, their titles and their text",
  "your check-in answers (grateful for, weighing on you, your intention)",
  "your notes in the bonus tools",
  "your notes on the printables",
  "your answers to the monthly prompts after day 75",
];

const visible = [
  "your name, your e-mail address and when you signed in",
  "your plan, your payments and your gifts",
  "the dates you wrote, and how long each entry is",
  "the days you completed",
  "the mood and energy of each check-in, and the tags you chose for it",
  "which items you ticked in the bonus tools",
  "your settings: theme, text size, reminders, On this day",
];

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 list-disc pl-5 text-ink">
      {items.map((item) => (
        <li key={item} className="mt-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  useDocumentTitle("What we can and cannot see | Grind to Grace");
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">What we can and cannot see</h1>
        <p className="mt-3 text-muted">
          Your journal is yours. Here is exactly what reaches us, and what never can when you make your
          journal private on your account page.
        </p>
      </header>
      <Card>
        <h2 className="text-xl">With a private journal, we cannot read</h2>
        <List items={sealed} />
        <p className="mt-3 text-muted">
          They are locked on your device with a key that only your journal passphrase or your recovery kit
          opens. We keep the locked text and the key wrapped so that we cannot unwrap it: not your coach, not
          us, not anyone who gets hold of our database or its backups.
        </p>
      </Card>
      <Card>
        <h2 className="text-xl">What we can always see</h2>
        <List items={visible} />
      </Card>
      <Card>
        <h2 className="text-xl">Without a private journal</h2>
        <p className="mt-2 text-muted">
          Your words are kept on our server as you wrote them, so that we can search them for you and make
          your PDFs. Your coach's console never shows what you wrote, but whoever runs the server could read
          it.
        </p>
      </Card>
      <Card>
        <h2 className="text-xl">Good to know</h2>
        <ul className="mt-3 list-disc pl-5 text-ink">
          <li className="mt-1">
            If you lose both your passphrase and your recovery kit, your private journal cannot be opened
            again, by you or by us.
          </li>
          <li className="mt-1">
            With a private journal, searching your words, On this day, the entries a day asks you to reread,
            your growth page, your exports and your recovery book are opened on your device, where it is
            unlocked: what you search for is not sent to us. The PDFs of worksheets and printables with your
            words are not made, since our server would have to read them.
          </li>
          <li className="mt-1">
            On a shared computer, sign out from your account page with “This is a shared device”: nothing of
            yours stays in the browser.
          </li>
        </ul>
      </Card>
      <p className="text-muted">
        <Link to={paths.account} className="font-semibold text-clay-dark underline">
          Make your journal private on your account page
        </Link>
        .
      </p>
    </section>
  );
}
