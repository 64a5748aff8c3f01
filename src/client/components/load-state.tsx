import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-muted">
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load: the server's message as given (spec §5) and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <p className="text-ink">{message}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A query's answer, shown by `children` once it has come; until then `loading`, or its error and a retry. */
export function QueryAnswer<T>({
  query,
  loading,
  children,
}: {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown };
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <LoadError message={query.error.message} onRetry={() => query.refetch()} />;
  return <LoadingBlock label={loading} />;
}
