import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * docs/architecture.md, "Configuration": without BETTER_AUTH_SECRET a secret is generated once into DATA_DIR, so a fresh
 * machine starts with no configuration and sessions survive restarts.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const dir = resolve(dataDir);
  const file = join(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
