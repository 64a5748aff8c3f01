export function Spinner({ label, className = "size-4" }: { label?: string; className?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`${className} inline-block animate-spin rounded-full border-2 border-current border-r-transparent`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
