// docs/security.md: a name is shown to her and put in the greetings of mails we send to her
// address, so it may only look like a name: letters, spaces, apostrophes and hyphens.

export const MAX_NAME_LENGTH = 50;
export const NAME_RULE_MESSAGE =
  "Please use only letters, spaces, apostrophes and hyphens in your name (up to 50 characters).";

const NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*[ '’-]?$/u;

/** True for an empty name (names are optional) or one that reads as a name. */
export function isPlausibleName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === "" || (trimmed.length <= MAX_NAME_LENGTH && NAME.test(trimmed));
}

/** The name a message greets her by (`{firstName}`, D28): her first name, else the first word of her name. */
export function firstNameOf(member: { firstName?: string | null; name: string }): string {
  return member.firstName?.trim() || member.name.trim().split(/\s+/)[0] || "";
}
