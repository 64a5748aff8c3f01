/** The one line under an account form: what happened, or what went wrong, announced to screen readers. */
export function FormMessage({ success, error }: { success?: string | null; error?: string | null }) {
  if (error)
    return (
      <p role="alert" className="text-sm font-semibold text-clay-dark">
        {error}
      </p>
    );
  return (
    <p role="status" className="text-sm text-sage">
      {success ?? ""}
    </p>
  );
}
