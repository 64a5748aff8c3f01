// docs/deploy.md, "A full disk": a fault inside PGlite's WebAssembly (a trap, or PostgreSQL's own
// abort) leaves its memory in a state nothing can trust. The process ends at once with a message,
// so the supervisor starts a fresh one that recovers from the WAL, as after a crash.

/** True for a fault of PGlite's machine itself, not an error PostgreSQL answered a query with. */
export function isPgliteFault(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  return error instanceof Error && /^(Aborted\(|RuntimeError: )/.test(error.message);
}

/** Ends the process on a PGlite fault; any other error is left to its caller. */
export function stopOnPgliteFault(error: unknown): void {
  if (!isPgliteFault(error)) return;
  console.error(
    `[db] PGlite stopped working (${(error as Error).name}); stopping so that the server is restarted`,
  );
  process.exit(1);
}
