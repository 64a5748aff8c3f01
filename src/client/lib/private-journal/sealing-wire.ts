import { isSealed, sealedTextKey } from "../../../domain/text-limits";
import { ApiError } from "../api";
import type { TextsOf } from "../document-kinds";
import { JournalLocked, knownPlain, privacyOf } from "./journal-privacy";

/** WebCrypto's sealing, loaded only for a private journal: a member who did not opt in never downloads it. */
const sealing = () => import("./sealed-values");

// The codec seam's way over the network (docs/architecture.md, "The private journal"): while her journal
// is private, each text of a value is sealed before it leaves her device, under her id and the document's
// key and field, and each sealed text that comes back is opened. Her words stay plain in this tab.

type EachText = (text: string, field: string) => Promise<string>;

/** Passes each of her texts in `value` through `each`, as her kind declares them (document-kinds.ts). */
async function mapTexts<T>(texts: TextsOf, value: T, each: EachText): Promise<T> {
  if (texts === "whole") return (typeof value === "string" ? each(value, "") : value) as T;
  if (typeof value !== "object" || value === null) return value;
  const next = { ...value } as Record<string, unknown>;
  const fields = texts === "every-field" ? Object.keys(next) : texts;
  for (const field of fields) {
    const text = next[field];
    if (typeof text === "string") next[field] = await each(text, field);
  }
  return next as T;
}

/** How a document's value goes to the server and comes back (stored-document.ts). */
export interface Wire<T> {
  out(value: T): Promise<unknown>;
  in(value: unknown): Promise<unknown>;
  /** True when a value may go as it is at once (the page-hide send cannot wait to seal it). */
  plainNow(): boolean;
}

/** A sealed value she cannot open is refused like a server refusal, and not tried again. */
const refused = (error: unknown) =>
  error instanceof Error && error.name === "SealedValueRefused"
    ? new ApiError(error.message, 422, {})
    : error;

export function sealingWire<T>(texts: TextsOf, userId: string, localKey: string): Wire<T> {
  const documentKey = (field: string) => sealedTextKey(localKey, field);
  return {
    async out(value) {
      const { state, key } = await privacyOf(userId);
      // Turning it off (`opening`) writes her words back plain.
      if (state === "off" || state === "opening" || value === null) return value;
      if (!key) throw new JournalLocked();
      const { seal } = await sealing();
      return mapTexts(texts, value, (text, field) =>
        text === "" ? Promise.resolve(text) : seal(key, userId, documentKey(field), text),
      );
    },
    async in(value) {
      if (value === null || value === undefined) return value;
      return mapTexts(texts, value, async (text, field) => {
        if (!isSealed(text)) return text;
        const { key } = await privacyOf(userId);
        if (!key) throw new JournalLocked();
        const { unseal } = await sealing();
        return unseal(key, userId, documentKey(field), text).catch((error) => {
          throw refused(error);
        });
      });
    },
    plainNow: () => knownPlain(userId),
  };
}
