// Route matching, shared by the page registry (routes.ts: the server's 404s, the header's sections) and
// the client router (client/lib/router.tsx): which nested routes render a pathname, with which params.
// Patterns are absolute-free segments as in React Router: "auth", "day/:dayId", "tools/check-in",
// "*" (anything). A route without a path is a layout: it matches only through its children.

export interface RouteNode<T> {
  path?: string;
  index?: boolean;
  value: T;
  children: RouteNode<T>[];
}

export interface RouteMatch<T> {
  /** The matched routes from the outermost layout to the page. */
  branch: T[];
  params: Record<string, string>;
}

interface Candidate<T> {
  branch: T[];
  segments: string[];
  score: number;
  order: number;
}

const splitPath = (path: string) => path.split("/").filter(Boolean);

/** The more specific route wins: a static segment beats a parameter, which beats "*". */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") score -= 2;
    else if (segment.startsWith(":")) score += 3;
    else score += 10;
  }
  return score;
}

function candidatesOf<T>(nodes: RouteNode<T>[], parent: Candidate<T>, out: Candidate<T>[]) {
  for (const node of nodes) {
    const segments = [...parent.segments, ...splitPath(node.path ?? "")];
    const branch = [...parent.branch, node.value];
    if (node.index || node.path !== undefined) {
      out.push({ branch, segments, score: scoreOf(segments, Boolean(node.index)), order: out.length });
    }
    candidatesOf(node.children, { branch, segments, score: 0, order: 0 }, out);
  }
  return out;
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    if (segment === "*") {
      params["*"] = actual.slice(i).join("/");
      return params;
    }
    const value = actual[i];
    if (value === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = safeDecode(value);
    else if (segment.toLowerCase() !== safeDecode(value).toLowerCase()) return null;
  }
  return pattern.length === actual.length ? params : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The best match of `pathname` in `routes` (trailing slashes and letter case do not matter), or null. */
export function matchRoutes<T>(routes: RouteNode<T>[], pathname: string): RouteMatch<T> | null {
  const actual = splitPath(pathname);
  const candidates = candidatesOf(routes, { branch: [], segments: [], score: 0, order: 0 }, []);
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  for (const candidate of candidates) {
    const params = matchSegments(candidate.segments, actual);
    if (params) return { branch: candidate.branch, params };
  }
  return null;
}

/** NavLink's rule: the link is current on its own path and, unless `end`, on the paths below it. */
export function isActivePath(linkPath: string, pathname: string, end = false): boolean {
  const link = splitPath(linkPath).join("/").toLowerCase();
  const current = splitPath(pathname).join("/").toLowerCase();
  if (current === link) return true;
  return !end && (link === "" || current.startsWith(`${link}/`));
}
