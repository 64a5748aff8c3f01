import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { isActivePath, matchRoutes, type RouteNode } from "../../domain/route-match";

// The client router: the part of React Router's declarative API this app uses (BrowserRouter,
// Routes/Route, Outlet, Link, NavLink, Navigate and the location hooks), with the same meaning.
// React Router weighed 14 kB gzip, a sixth of the home page's budget (docs/architecture.md, "Budgets"); this is
// under 2 kB. Paths are absolute (src/domain/routes.ts); navigation runs in a transition, so the
// current page stays up while the next one's code loads, as React Router 7 does.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

const LocationContext = createContext<Location | null>(null);
const NavigateContext = createContext<Navigate>(() => {});
const RouteContext = createContext<{ params: Record<string, string>; outlet: ReactNode }>({
  params: {},
  outlet: null,
});

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: (window.history.state as { usr?: unknown } | null)?.usr ?? null };
}

let arrival: typeof import("./arrival") | undefined;
let arrivalCode: Promise<unknown> | undefined;
/**
 * The scroll and focus code (arrival.ts), fetched at her first press or key and awaited by a
 * navigation; if it cannot be fetched the navigation goes on without it (and it is tried again).
 */
const loadArrival = () => {
  arrivalCode ??= import("./arrival").then(
    (loaded) => (arrival = loaded),
    () => (arrivalCode = undefined),
  );
  return arrivalCode;
};

/** The location on screen, kept by BrowserRouter after each render. */
let shown: Location | undefined;

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useLayoutEffect(() => {
    if (shown) arrival?.arrive(shown, location);
    shown = location;
  }, [location]);
  // The address has changed (pushState, or the browser's back and forward): the next page renders
  // once arrival.ts has noted where she was on this one.
  const moveOn = useCallback((how: "push" | "pop") => {
    const from = shown;
    const y = window.scrollY;
    void loadArrival().then(() => {
      arrival?.leave(how, from, y);
      startTransition(() => setLocation(currentLocation()));
    });
  }, []);
  useEffect(() => {
    for (const type of ["pointerdown", "keydown"]) addEventListener(type, loadArrival, { once: true });
    const onPopState = () => moveOn("pop");
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [moveOn]);
  const navigate = useCallback<Navigate>(
    (to, { replace = false, state = null } = {}) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      const target = url.pathname + url.search + url.hash;
      const sameLocation =
        target === window.location.pathname + window.location.search + window.location.hash;
      window.history[replace || sameLocation ? "replaceState" : "pushState"]({ usr: state }, "", target);
      moveOn("push");
    },
    [moveOn],
  );
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

/** The router of a render outside the browser (the build's prerender): one fixed location. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const url = new URL(location, "http://localhost");
  const value = { pathname: url.pathname, search: url.search, hash: url.hash, state: null };
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("no BrowserRouter");
  return location;
}

export const useNavigate = (): Navigate => useContext(NavigateContext);
export const useParams = (): Record<string, string | undefined> => useContext(RouteContext).params;

/** The query string's parameters (read-only: the app never writes them). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Route configuration, read by <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesOf(children: ReactNode): RouteNode<ReactNode>[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map(({ props }) => ({
      path: props.path,
      index: props.index,
      value: props.element ?? <Outlet />,
      children: routesOf(props.children),
    }));
}

/** Renders the best-matching route for the location, each layout's <Outlet> showing the next level. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchRoutes(routesOf(children), pathname);
  if (!match) return null;
  // Innermost first: each level's <Outlet> renders the level below it.
  let outlet: ReactNode = null;
  for (const element of [...match.branch].reverse()) {
    outlet = (
      <RouteContext.Provider value={{ params: match.params, outlet }}>{element}</RouteContext.Provider>
    );
  }
  return outlet;
}

export const Outlet = () => useContext(RouteContext).outlet;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** An <a> that navigates in the app; modified clicks (new tab, download…) stay the browser's. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== "_self")) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Current only on exactly this path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows whether it is the current page: `aria-current="page"` and its active class. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(to, useLocation().pathname, end);
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...rest}
    />
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect happens once, when it renders
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}
