import type { AppDeps } from "../context";
import { isAdminUser } from "../session";

// docs/architecture.md, "Hot reads": the shape of a read a route module answers from this server's memory,
// beside its handler, and the one guard every such read shares.

/** Who is asking, as the session cache knows her. */
export interface FastReader {
  id: string;
  isAdmin: boolean;
}

/**
 * A GET a route module can answer without the app when everything it is made of is in memory. `answer`
 * makes the same JSON as the route's handler, or undefined to leave the request to the app.
 */
export interface FastRead {
  /** The path it answers exactly (no query string), or a pattern whose first group `answer` receives. */
  path: string | RegExp;
  answer(reader: FastReader, captured: string | undefined): string | undefined;
}

/**
 * The guard of every fast read, as the app's own would decide: a session token this server's cache holds
 * (a visitor, or a session only the database knows, goes to the app, which looks it up and keeps it).
 */
export function fastReader(
  { sessions, config }: AppDeps,
  cookie: string | undefined,
): FastReader | undefined {
  const token = sessions.tokenInCookies(cookie);
  const user = token === undefined ? undefined : sessions.get(token);
  return user ? { id: user.id, isAdmin: isAdminUser(user, config.adminEmail) } : undefined;
}
