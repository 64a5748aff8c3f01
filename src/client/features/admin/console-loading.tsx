import { Spinner } from "../../components/ui/spinner";

/** A console panel while its figures load: one large spinner, named for screen readers. */
export function ConsoleLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-clay">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
