import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { paths } from "../../domain/routes";
import { Link, NavLink, useLocation, useNavigate } from "../lib/router";
import { useSession } from "../lib/session";
import { Button, ButtonLink } from "./ui/button";

// spec §2 Header: these six links, the current one highlighted.
const links = [
  { to: paths.home, label: "Home" },
  { to: paths.dashboard, label: "Journey" },
  { to: paths.bonusTools, label: "Bonus Tools" },
  { to: paths.affirmations, label: "Affirmations" },
  { to: paths.printables, label: "Printables" },
  { to: paths.pricing, label: "Pricing" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-clay-soft text-clay-dark" : "text-muted hover:bg-sand hover:text-ink"
  }`;

export function Header() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the phone menu on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      // The link that had focus goes away with the menu: give focus back to the button that opened it.
      toggleRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const account =
    session.status === "signed-in" ? (
      <Button
        variant="secondary"
        size="sm"
        onClick={async () => {
          await signOut();
          navigate(paths.home);
        }}
      >
        Sign Out
      </Button>
    ) : (
      <ButtonLink to={paths.auth} size="sm">
        Get Started
      </ButtonLink>
    );

  return (
    <header className="no-print sticky top-0 z-40 border-b border-linen/80 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="font-display text-xl font-semibold text-ink">
          Grind <span className="text-clay">to</span> Grace
        </Link>
        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          {session.status !== "loading" && account}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label="Main" className="border-t border-linen bg-cream px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className={(s) => `block ${linkClass(s)}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
