import { useEffect, useRef, useState } from "react";
import { type PlainPage, pageTable, paths, type Section, sectionOf } from "../../domain/routes";
import { Link, useLocation, useNavigate } from "../lib/router";
import { useSession } from "../lib/session";
import { Menu, X } from "./first-screen-icons";

/** A fixed id: the prerendered header and the hydrated one must agree, and there is one header. */
const MENU_ID = "phone-menu";
/** Whether this browser opens popovers itself (styles.css hides the closed menu where it does not). */
const popovers = () => "popover" in HTMLElement.prototype;

import { Button, ButtonLink } from "./ui/button";

// spec §2 Header: these six links, the current section highlighted. Each link's page and the section it
// lights come from the page registry (src/domain/routes.ts): a day page marks Journey, a tool page Bonus Tools.
type HeaderPage = {
  [N in PlainPage]: (typeof pageTable)[N] extends { section: Section } ? N : never;
}[PlainPage];
const linkTo = (page: HeaderPage, label: string) => ({
  to: paths[page],
  label,
  section: pageTable[page].section,
});
const links = [
  linkTo("home", "Home"),
  linkTo("dashboard", "Journey"),
  linkTo("bonusTools", "Bonus Tools"),
  linkTo("affirmations", "Affirmations"),
  linkTo("printables", "Printables"),
  linkTo("pricing", "Pricing"),
];
/** The admin's own way to her console (docs/architecture.md D4), after the spec's six. */
const adminLink = { to: paths.admin, label: "Admin", section: pageTable.admin.section };

function SectionLink({
  to,
  section,
  current,
  className,
  onClick,
  children,
}: {
  to: string;
  section: Section;
  current: Section | undefined;
  className?: string;
  onClick?: () => void;
  children: string;
}) {
  const isActive = section === current;
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      onClick={onClick}
      className={`${className ?? ""} ${linkClass({ isActive })}`}
    >
      {children}
    </Link>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-clay-soft text-clay-dark" : "text-muted hover:bg-sand hover:text-ink"
  }`;

export function Header() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = sectionOf(location.pathname);
  const shown = session.consoleRole ? [...links, adminLink] : links;
  const menuRef = useRef<HTMLElement>(null);

  // The phone menu is a popover (docs/architecture.md, "Presses before the code arrives"): the browser
  // opens it from the button, closes it on Escape or a press outside and gives focus back, also before
  // the app has started. The app follows its state for the button's label, and closes it when she presses
  // one of its links. Not on any change of address: a page that settles its own address (/admin opening
  // its first tab) would close the menu she had just opened.
  // A browser without popovers (Firefox before 125) has the app open it, below the header's row.
  useEffect(() => {
    // Opened by a press before the app took the page over: the label follows.
    if (popovers()) setMenuOpen(Boolean(menuRef.current?.matches(":popover-open")));
  }, []);
  const closeMenu = () => {
    if (popovers()) menuRef.current?.hidePopover();
    else setMenuOpen(false);
  };

  const accountLink = (className: string, onClick?: () => void) => (
    <SectionLink
      to={paths.account}
      section={pageTable.account.section}
      current={current}
      className={className}
      onClick={onClick}
    >
      Account
    </SectionLink>
  );
  const account =
    session.status === "signed-in" ? (
      <>
        {accountLink("hidden whitespace-nowrap sm:block")}
        <Button
          variant="secondary"
          size="sm"
          // spec §2: Sign Out goes to /, also from a page only members see.
          onClick={() => signOut(() => navigate(paths.home))}
        >
          Sign Out
        </Button>
      </>
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
            {shown.map((link) => (
              <li key={link.to}>
                <SectionLink to={link.to} section={link.section} current={current}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          {session.status !== "loading" && account}
          <button
            type="button"
            popoverTarget={MENU_ID}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => popovers() || setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {/* The offline line (offline-line.tsx) is put here by the data pages' shell. */}
      <div id="header-status" />
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Main"
        onToggle={(event) => setMenuOpen(event.newState === "open")}
        data-open={menuOpen || undefined}
        // In the top layer, just under the header's row (h-16).
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-auto overflow-y-auto border-0 border-y border-linen bg-cream px-4 pb-4 text-ink shadow-lg lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {shown.map((link) => (
            <li key={link.to}>
              <SectionLink
                to={link.to}
                section={link.section}
                current={current}
                className="block"
                onClick={closeMenu}
              >
                {link.label}
              </SectionLink>
            </li>
          ))}
          {session.status === "signed-in" && <li className="sm:hidden">{accountLink("block", closeMenu)}</li>}
        </ul>
      </nav>
    </header>
  );
}
