import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// The client, and (`vite build --ssr`) the prerender bundle that renders the public pages' HTML
// at build time (src/client/prerender.tsx, scripts/prerender.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: isSsrBuild ? false : "public",
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts([
      "inter-latin-400-normal.woff2",
      "inter-latin-600-normal.woff2",
      "fraunces-latin-600-normal.woff2",
    ]),
    precompress(),
    pureLucideIcons(),
    ...(isSsrBuild ? [recordPageModules()] : serviceWorker()),
  ],
  build: isSsrBuild
    ? {
        outDir: "../../dist/prerender",
        emptyOutDir: true,
        target: "node20",
        // One file, so that scripts/prerender.ts can load a fresh copy of the app for each page
        // (recordPageModules).
        rollupOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: "../../dist/client",
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        // Every browser we support preloads modules itself: no polyfill in the first download.
        modulePreload: { polyfill: false },
        rollupOptions: {
          // boot.ts: what a prerendered page runs before the app (scripts/prerender.ts gives it the
          // page instead of main.tsx; docs/architecture.md, "The first screen before the code").
          input: {
            index: resolve(import.meta.dirname, "src/client/index.html"),
            boot: resolve(import.meta.dirname, "src/client/boot.ts"),
          },
          output: {
            // Shared chunks named by their hash alone: the first download lists every chunk a lazy
            // page needs, and the names cost bytes there (docs/architecture.md, "Budgets").
            chunkFileNames: "assets/[hash].js",
            // React, React DOM and the scheduler in a chunk of their own: a new build of the app no
            // longer changes the 66 kB a returning visitor has cached, and apart they compress 0.1 kB
            // better than React DOM inside the entry, the room / needs for the modules it now shares
            // with boot.ts (docs/architecture.md, "Budgets").
            codeSplitting: {
              groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:3000",
      "/healthz": "http://127.0.0.1:3000",
      "/dev": "http://127.0.0.1:3000",
    },
  },
}));

/**
 * The web app manifest and the service worker (src/client/sw-worker.ts, docs/offline.md). The page
 * registers it itself once it is interactive (src/client/sw-registration.ts).
 */
function serviceWorker(): Plugin[] {
  // Safari's "Add to Home Screen" reads this link rather than the manifest's icons.
  const appleTouchIcon: Plugin = {
    name: "grind:apple-touch-icon",
    transformIndexHtml: () => [
      {
        tag: "link",
        attrs: { rel: "apple-touch-icon", href: "/icons/apple-touch-icon-180.png" },
        injectTo: "head",
      },
    ],
  };
  return [
    appleTouchIcon,
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw-worker.ts",
      injectRegister: false,
      registerType: "prompt",
      manifestFilename: "manifest.webmanifest",
      // The icons are in the precache already (globPatterns).
      includeManifestIcons: false,
      manifest: {
        id: "/dashboard",
        name: "Grind to Grace",
        short_name: "Grace",
        description: "A guided 75-day journaling path from burnout to alignment.",
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        // The palette's cream (styles.css --color-cream), as the page's theme-color.
        theme_color: "#faf6f0",
        background_color: "#faf6f0",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // The shell, every route's chunk, the fonts and the icons; never the .gz/.br twins.
        globPatterns: ["**/*.{js,css,html,woff2,png,svg,webmanifest}"],
      },
    }),
  ];
}

/**
 * In the prerender bundle, every `import("./…")` of the app also records the module it loads, by its key
 * in the client build's manifest, in `globalThis.__pageModules` (src/client/prerender.tsx): the code each
 * prerendered page needs, which boot.ts fetches beside the app rather than after it.
 */
function recordPageModules(): Plugin {
  let root = "";
  return {
    name: "grind:record-page-modules",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!id.startsWith(root) || id.includes("node_modules")) return;
      let out = code;
      for (const [call, , specifier] of code.matchAll(/\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g)) {
        const resolved = specifier && (await this.resolve(specifier, id));
        if (!resolved) continue;
        const key = JSON.stringify(relative(root, resolved.id));
        out = out.replace(call, `(globalThis.__pageModules?.add(${key}), ${call})`);
      }
      return out === code ? undefined : { code: out, map: null };
    },
  };
}

/**
 * `<link rel="preload">` in index.html for the fonts of the text every page shows first (the header,
 * the home hero), so they download with the script instead of after the CSS has been applied.
 */
function preloadFonts(names: string[]): Plugin {
  return {
    name: "grind:preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const files = Object.values(bundle ?? {}).filter(
          (output) =>
            output.type === "asset" &&
            names.some((name) => output.originalFileNames.some((f) => f.endsWith(name))),
        );
        if (files.length !== names.length)
          throw new Error(`preloadFonts: found ${files.length} of ${names.join(", ")}`);
        return files.map((file) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            href: `/${file.fileName}`,
            as: "font",
            type: "font/woff2",
            crossorigin: "",
          },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, compressed once at the highest levels;
 * the server sends them to browsers that accept them (serveStatic `precompressed`). The server
 * compresses index.html itself, per page (src/server/http/client-app.ts).
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "grind:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? "" : resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Marks the component each lucide-react icon module makes as pure, so a module imported only for its
 * shapes (components/first-screen-icons.tsx) leaves lucide-react's runtime out of the first download.
 */
function pureLucideIcons(): Plugin {
  return {
    name: "grind:pure-lucide-icons",
    transform: {
      filter: { id: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
      handler: (code, id) => {
        const pure = code.replace(/= createLucideIcon\(/, "= /* @__PURE__ */ createLucideIcon(");
        // The first screen's six icons draw their shapes as separate children, which need no React
        // keys: 0.1 kB of the first download (src/client/components/first-screen-icons.tsx).
        return firstScreenIcons.test(id)
          ? pure.replace(/,\s*key: "\w+"/g, "").replace("__iconData.node;", "")
          : pure;
      },
    },
  };
}

const firstScreenIcons = /[\\/]icons[\\/](award|book-open|menu|printer|sun|x)\.mjs$/;
