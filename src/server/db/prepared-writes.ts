// The write statements a database handle keeps prepared (db/revisioned.ts), made with the handle as the
// database opens (db/client.ts) and dropped with it, so no module keeps them (docs/architecture.md, "Layers").

const preparedWrites = Symbol("prepared write statements");

/** Gives a database handle its own prepared write statements, kept with it for as long as it is open. */
export function preparesWrites<D extends object>(db: D): D {
  return Object.assign(db, { [preparedWrites]: new Map<string, unknown>() });
}

/** The handle's prepared write statements by shape; none for a handle without them (a transaction). */
export const preparedWritesOf = <T>(db: object): Map<string, T> | undefined =>
  (db as { [preparedWrites]?: Map<string, T> })[preparedWrites];
