// docs/security.md, "Where each defence lives": text a client chose (a path) is written to the log only with its control
// characters escaped, so a request cannot start a line of its own there — e.g. a fake "[mail]" block
// with a link, in the log the README tells operators to open. Long text is cut.

const MAX_LOGGED = 300;

/** `text` on one line: control, line-separator and bidirectional characters as \u{…} escapes. */
export function loggable(text: string): string {
  const escaped = text.replace(
    /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu,
    (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`,
  );
  return escaped.length > MAX_LOGGED ? `${escaped.slice(0, MAX_LOGGED)}…` : escaped;
}
