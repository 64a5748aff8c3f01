import { Download, TrendingUp } from "lucide-react";
import { useRef, useState } from "react";
import { exportPaths } from "../../../domain/account";
import { paths } from "../../../domain/routes";
import { BookOpen } from "../../components/first-screen-icons";
import { useJournalIsPrivate } from "../../components/private-journal-notice";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/card";
import { useWarmPdfs } from "../../lib/download-pdf";
import { Link } from "../../lib/router";
import { useSession } from "../../lib/session";
import { FormMessage } from "./form-message";

const downloads = [
  {
    href: exportPaths.recoveryBook,
    label: "Recovery book (PDF)",
    hint: "Your reflections in day order with each day's question, and your check-ins, ready to print.",
  },
  {
    href: exportPaths.markdown,
    label: "Journal as text (Markdown)",
    hint: "One section per day and per check-in, readable in any editor.",
  },
  {
    href: exportPaths.json,
    label: "Everything (JSON)",
    hint: "Every record of yours, complete, for another app or your own archive.",
  },
];

/** Her exports made on this device with her private words opened (lib/private-journal/device-export.ts). */
const openedDownloads = [
  {
    label: "Journal as text (Markdown), opened on this device",
    hint: "One section per day and per check-in, with your private words unlocked here.",
    file: "grind-to-grace-journal.md",
    make: async (userId: string) =>
      (await import("../../lib/private-journal/device-export")).openedMarkdownExport(userId),
  },
  {
    label: "Everything (JSON), opened on this device",
    hint: "Every record of yours, with your private words unlocked here: they never pass through our server readable.",
    file: "grind-to-grace-export.json",
    make: async (userId: string) =>
      (await import("../../lib/private-journal/device-export")).openedExport(userId),
  },
];

function OpenedExport({ download: item }: { download: (typeof openedDownloads)[number] }) {
  const userId = useSession().session.user?.id ?? "";
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setError(null);
    try {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await item.make(userId));
      link.download = item.file;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  return (
    <li>
      <button type="button" onClick={() => void download()} className={`${downloadClass} w-full text-left`}>
        <DownloadWords {...item} />
      </button>
      <FormMessage error={error} />
    </li>
  );
}

type BookView = typeof import("./recovery-book-view").default;

/** Her recovery book made on this device (recovery-book-view.tsx), for her browser to print. */
function OpenedRecoveryBook() {
  const userId = useSession().session.user?.id ?? "";
  const [error, setError] = useState<string | null>(null);
  const [book, setBook] = useState<{ View: BookView; markdown: string } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  async function open() {
    setError(null);
    try {
      const [view, opening] = await Promise.all([
        import("./recovery-book-view"),
        import("../../lib/private-journal/opened-texts"),
      ]);
      setBook({ View: view.default, markdown: await opening.openedMarkdown(userId) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  return (
    <li>
      <button
        ref={opener}
        type="button"
        onClick={() => void open()}
        className="flex w-full items-start gap-3 rounded-xl border border-linen bg-white/60 px-4 py-3 text-left transition hover:border-clay/40 hover:bg-sand/60"
      >
        <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-dark" />
        <span>
          <span className="block font-semibold text-clay-dark">Recovery book, made on this device</span>
          <span className="mt-0.5 block text-sm text-muted">
            Your reflections with each day's question, and your check-ins, laid out here to print or save as a
            PDF.
          </span>
        </span>
      </button>
      <FormMessage error={error} />
      {book && (
        <book.View
          markdown={book.markdown}
          onClose={() => {
            setBook(null);
            opener.current?.focus();
          }}
        />
      )}
    </li>
  );
}

/** Her words, to read back and to take with her. */
export function DataSettings() {
  useWarmPdfs();
  const isPrivate = useJournalIsPrivate();
  return (
    <Card>
      <h2 className="text-xl">Your journal and your data</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.journal} className={buttonClass("secondary", "md")}>
          <BookOpen aria-hidden="true" className="size-4" />
          Read your journal
        </Link>
        <Link to={paths.growth} className={buttonClass("secondary", "md")}>
          <TrendingUp aria-hidden="true" className="size-4" />
          See your growth
        </Link>
      </div>
      <h3 className="mt-6 font-sans text-base font-semibold">Download a copy</h3>
      {isPrivate && (
        <p className="mt-2 text-sm text-muted">
          Your journal is private: these copies are made on this device, with your words opened here.
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-2">
        {isPrivate && <OpenedRecoveryBook />}
        {isPrivate && openedDownloads.map((item) => <OpenedExport key={item.file} download={item} />)}
        {(isPrivate ? [] : downloads).map((item) => (
          <li key={item.href}>
            <a href={item.href} download className={downloadClass}>
              <DownloadWords {...item} />
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const downloadClass =
  "flex items-start gap-3 rounded-xl border border-linen bg-white/60 px-4 py-3 transition hover:border-clay/40 hover:bg-sand/60";

/** What one download is, the same for a file the server makes and one made on her device. */
function DownloadWords({ label, hint }: { label: string; hint: string }) {
  return (
    <>
      <Download aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-dark" />
      <span>
        <span className="block font-semibold text-clay-dark">{label}</span>
        <span className="mt-0.5 block text-sm text-muted">{hint}</span>
      </span>
    </>
  );
}
