import { Trash2 } from "lucide-react";
import { useState } from "react";
import { MAX_PAGE_TITLE_LENGTH, pageIdSchema } from "../../../domain/open-pages";
import { paths } from "../../../domain/routes";
import { ReflectionEditor } from "../../components/reflection-editor";
import { BackLink } from "../../components/ui/back-link";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/text-field";
import { removeDocument } from "../../lib/document-store";
import { useDocumentTitle } from "../../lib/document-title";
import { useDeletePage } from "../../lib/her-story-queries";
import { useNavigate, useParams } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { useOpenPage } from "./use-open-page";

/** /journal/pages/:pageId: one open page (D23): a date, an optional title and her words. */
export default function OpenPagePage() {
  const id = pageIdSchema.safeParse(useParams()["*"] ?? "");
  useDocumentTitle("Open Page | Grind to Grace");
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to={paths.pages}>Your open pages</BackLink>
      {id.success ? (
        <PageEditor key={id.data} id={id.data} />
      ) : (
        <p className="mt-8 rounded-2xl border border-linen bg-white/80 p-6 text-ink">
          This page could not be found. It may have been deleted.
        </p>
      )}
    </article>
  );
}

function PageEditor({ id }: { id: string }) {
  const { doc, page, update, body } = useOpenPage(id);
  return (
    <>
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Open page</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">
          {page.title.trim() || "A page of your own"}
        </h1>
        <p className="mt-3 text-muted">No prompt, no day to finish. Write whatever is here today.</p>
      </header>
      <div className="mt-8 flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <TextField
            label="Date"
            type="date"
            required
            value={page.date}
            onChange={(event) => event.target.value && update({ date: event.target.value })}
          />
          <TextField
            label="Title (optional)"
            value={page.title}
            maxLength={MAX_PAGE_TITLE_LENGTH}
            placeholder="A few words, if you like"
            onChange={(event) => update({ title: event.target.value })}
          />
        </div>
        <ReflectionEditor reflection={body} label="Your page" name={`page-${id}`} saveLabel="Save Page" />
        {doc.status !== "idle" && <DeletePage id={id} />}
      </div>
    </>
  );
}

function DeletePage({ id }: { id: string }) {
  const remove = useDeletePage();
  const userId = useSession().session.user?.id ?? "";
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  async function deleteIt() {
    try {
      await remove.mutateAsync(id);
      // Its copy on this device goes too, and nothing of it is sent again.
      removeDocument("page", id, userId);
      setOpen(false);
      navigate(paths.pages);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The page could not be deleted.");
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="self-start text-muted">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete this page
        </Button>
      </DialogTrigger>
      <DialogContent title="Delete this page?" description="It is removed from your journal for good.">
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <Button busy={remove.isPending} onClick={deleteIt}>
            Delete page
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
