import { SEALED_PREFIX } from "../../../domain/text-limits";

// Sealing one value of her private journal (docs/architecture.md, "The private journal"): AES-GCM through
// WebCrypto with a fresh 96-bit IV per write and her id and the document's key as associated data, so a
// sealed value cannot be moved to another document or member. No Argon2 here: the store seals and opens
// with this module, and only unlocking (journal-crypto.ts) loads the WebAssembly.

export class SealedValueRefused extends Error {
  override name = "SealedValueRefused";
  constructor() {
    super("This entry could not be opened: it was changed after it was written, or it is not this entry.");
  }
}

export const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });
export const subtle = () => globalThis.crypto.subtle;
export const random = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export const aesKey = (raw: Uint8Array<ArrayBuffer>, extractable = false) =>
  subtle().importKey("raw", raw, { name: "AES-GCM" }, extractable, ["encrypt", "decrypt"]);

/** AES-GCM with a 128-bit tag: the one primitive every seal and wrap goes through. */
export async function sealBytes(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  plain: Uint8Array<ArrayBuffer>,
  associated: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const sealed = await subtle().encrypt({ name: "AES-GCM", iv, additionalData: associated }, key, plain);
  return new Uint8Array(sealed);
}

/** Opens what `sealBytes` sealed; undefined when the tag does not hold (changed, or the wrong key or data). */
export async function openBytes(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  sealed: Uint8Array<ArrayBuffer>,
  associated: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    const plain = await subtle().decrypt({ name: "AES-GCM", iv, additionalData: associated }, key, sealed);
    return new Uint8Array(plain);
  } catch {
    return undefined;
  }
}

/** The data key as WebCrypto holds it for sealing: it cannot be read back out of the page. */
export const importDataKey = (raw: Uint8Array<ArrayBuffer>) => aesKey(raw);

const valueContext = (userId: string, documentKey: string) =>
  encoder.encode(`g2g-value:1\n${userId}\n${documentKey}`);

/** Seals one value of one document: `g2g-sealed:1:<iv>:<ciphertext and tag>`, base64url. */
export async function seal(dataKey: CryptoKey, userId: string, documentKey: string, plain: string) {
  const iv = random(12);
  const sealed = await sealBytes(dataKey, iv, encoder.encode(plain), valueContext(userId, documentKey));
  return `${SEALED_PREFIX}${toBase64url(iv)}:${toBase64url(sealed)}`;
}

/** Opens a sealed value of this member's document; refuses one changed, or sealed for another document. */
export async function unseal(dataKey: CryptoKey, userId: string, documentKey: string, sealed: string) {
  const [iv, body] = sealed.startsWith(SEALED_PREFIX) ? sealed.slice(SEALED_PREFIX.length).split(":") : [];
  if (!iv || !body) throw new SealedValueRefused();
  let plain: Uint8Array<ArrayBuffer> | undefined;
  try {
    plain = await openBytes(
      dataKey,
      fromBase64url(iv),
      fromBase64url(body),
      valueContext(userId, documentKey),
    );
    if (plain) return decoder.decode(plain);
  } catch {}
  throw new SealedValueRefused();
}
