/**
 * A callback after sign-in or verification may only be a path on our own site: it starts with one
 * "/", and holds no "..", no "//", no backslash and no control character, encoded or not. better-auth
 * resolves "/..//evil.example" to another host otherwise (docs/security.md).
 */
export function isSafeCallbackPath(value: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  for (const text of [value, decoded]) {
    if (!text.startsWith("/") || text.includes("//") || text.includes("..") || text.includes("\\"))
      return false;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(text)) return false;
  }
  return true;
}
