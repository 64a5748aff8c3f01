// The public pages a first visit lands on, and the lazily loaded modules (keys of the Vite manifest)
// each needs before it can show anything. Their HTML names that code in <link rel="modulepreload">,
// so it downloads together with the entry script instead of after it has run (Lighthouse LCP).
// The bundle check fails if a module here is not a lazy chunk of the build.
export const PRELOADED_PAGES: Record<string, string[]> = {
  "/pricing": ["components/data-shell.tsx", "features/pricing/pricing-page.tsx"],
  "/auth": ["components/data-shell.tsx", "features/auth/auth-page.tsx"],
};

export interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}

export type Manifest = Record<string, ManifestEntry>;

/** The files a manifest entry pulls in statically: its own JS, its CSS and its imports, once each. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry) return seen;
  seen.add(entry.file);
  for (const css of entry.css ?? []) seen.add(css);
  for (const imported of entry.imports ?? [])
    if (!seen.has(manifest[imported]?.file ?? "")) staticClosure(manifest, imported, seen);
  return seen;
}

/** `<link>` tags preloading `modules` and what they import, minus what index.html loads already. */
export function preloadTags(manifest: Manifest, modules: string[]): string {
  const loaded = staticClosure(manifest, "index.html");
  const files = new Set<string>();
  for (const module of modules) for (const file of staticClosure(manifest, module)) files.add(file);
  return [...files]
    .filter((file) => !loaded.has(file))
    .map((file) =>
      file.endsWith(".css")
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join("");
}
