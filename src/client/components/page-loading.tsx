/** spec §2: the one "Loading..." line, while a page or its data is on its way. */
export function PageLoading({ className = "py-24" }: { className?: string }) {
  return (
    <p role="status" className={`${className} text-center text-muted`}>
      Loading...
    </p>
  );
}
