import { SEALED_PREFIX } from "../../domain/text-limits";

// A value her device sealed (docs/architecture.md, "The private journal") stands wherever she writes
// text, in the shape `g2g-sealed:1:<16 characters of IV>:<ciphertext and tag>`, base64url. The kinds'
// schemas know only her words, so a synced document's value is checked as a shadow (http/sync.ts): each
// sealed text stands in as the fewest characters its words can have (3 bytes of UTF-8 per character at
// most), so the kind's own limits hold for sealed words too; then the sealed texts are put back.

const SEALED_SHAPE = /^g2g-sealed:1:[A-Za-z0-9_-]{16}:([A-Za-z0-9_-]{22,})$/;

export const NOT_SEALED_HERE = "holds a text that claims to be sealed but is not sealed as this app seals";

/** True when some text in `value` starts as a sealed value does without being one. */
export function holdsMisshapenSeal(value: unknown): boolean {
  if (typeof value === "string") return value.startsWith(SEALED_PREFIX) && !SEALED_SHAPE.test(value);
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some(holdsMisshapenSeal);
}

/** The fewest characters the words sealed in `sealed` can have. */
function fewestCharacters(sealed: string): number {
  const body = SEALED_SHAPE.exec(sealed)?.[1] ?? "";
  const plainBytes = Math.floor((body.length * 3) / 4) - 16;
  return Math.max(0, Math.ceil(plainBytes / 3));
}

/** `value` with each sealed text standing in as that many letters, for the kind's schema to check. */
export function shadowOf(value: unknown): unknown {
  if (typeof value === "string")
    return value.startsWith(SEALED_PREFIX) ? "x".repeat(fewestCharacters(value)) : value;
  if (Array.isArray(value)) return value.map(shadowOf);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, shadowOf(field)]));
}

/** What the schema made of the shadow, with her sealed texts back where they were sent. */
export function withSealedTexts<T>(parsed: T, sent: unknown): T {
  if (typeof sent === "string") return (sent.startsWith(SEALED_PREFIX) ? sent : parsed) as T;
  if (typeof sent !== "object" || sent === null || typeof parsed !== "object" || parsed === null)
    return parsed;
  const next = (Array.isArray(parsed) ? [...parsed] : { ...parsed }) as Record<string, unknown>;
  for (const [key, field] of Object.entries(sent))
    if (key in next) next[key] = withSealedTexts(next[key], field);
  return next as T;
}
