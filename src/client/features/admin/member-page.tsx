import { useEffect, useRef } from "react";
import { paths } from "../../../domain/routes";
import { useLocation, useNavigate } from "../../lib/router";
import { MemberCard } from "./member-card";

/** The state of a link to her page within the console: her page comes into view, with focus. */
export const opened = { opened: true } as const;
/** The same from the member list: Back, and "All members", return to that list. */
export const fromList = { opened: true, fromList: true } as const;

/**
 * A member's page, `/admin/members/:id`. Opened within the console (the list, the audit log), it comes into
 * view with focus on it. Opened from the list, "All members" goes back to that list as she left it (its
 * filters in the address, its page in the history entry); opened any other way, it leads to the list.
 */
export function MemberPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const arrived = (useLocation().state ?? {}) as { opened?: boolean; fromList?: boolean };
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = page.current;
    if (!arrived.opened || !element) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView();
    element.focus({ preventScroll: true });
  }, [arrived.opened]);
  return (
    <div ref={page} tabIndex={-1} className="outline-none">
      <MemberCard
        id={id}
        onBack={() => (arrived.fromList ? window.history.back() : navigate(paths.adminTab("members")))}
      />
    </div>
  );
}
