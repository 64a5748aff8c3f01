import { type PlanKey, planByKey } from "../../domain/plans";
import type { TeamRole } from "../../domain/team";
import type { MailMessage } from "./mailer";
import { greeting, linkMail } from "./templates";

// Mail the console sends for the coach (D28): an invitation to her team, and a kind word to a member
// she has given complimentary access.

const roleWords: Record<TeamRole, string> = {
  admin: "as an administrator: you will see the console and be able to do everything in it",
  staff:
    "as staff: you will see the console and members' pages, give complimentary access and write broadcast drafts",
};

export function teamInviteMail(to: string, role: TeamRole, url: string): MailMessage {
  return linkMail(
    to,
    "You are invited to help run Grind to Grace",
    "Join the team",
    [
      "Hi,",
      `You are invited to help run Grind to Grace ${roleWords[role]}.`,
      "Sign in (or create an account) with this e-mail address, confirm it, then open the link below. Members' words stay theirs: nobody in the console can read what they write.",
      "If you did not expect this, you can ignore this message.",
    ],
    { text: "Join the team", label: "Join the team", url },
  );
}

export function compMail(r: {
  to: string;
  name: string;
  plan: PlanKey;
  until: string | null;
  url: string;
}): MailMessage {
  const plan = planByKey(r.plan).name;
  const until = r.until
    ? new Date(`${r.until}T00:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })
    : null;
  return linkMail(
    r.to,
    `A gift of ${plan} for you`,
    `${plan} is yours`,
    [
      greeting(r.name),
      `You have been given ${plan} ${until ? `until ${until}` : "with no end date"}, with our compliments. Nothing is charged and no card is needed.`,
      "Every day it opens is waiting for you, at your own pace.",
    ],
    { text: "Open your soul path", label: "Open your soul path", url: r.url },
  );
}
