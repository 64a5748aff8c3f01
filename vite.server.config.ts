import { defineConfig } from "vite";

// The server bundle. Dependencies are bundled too (loading better-auth's hundreds of modules one by
// one dominated start-up), except those that find their own files at run time (PGlite's wasm) or are
// optional native drivers. The PDF worker (src/server/pdf/pdf-pool.ts) is a second entry, built
// beside main.js as dist/server/pdf-worker.js, where the pool looks for it.
export default defineConfig({
  ssr: {
    noExternal: true,
    external: ["@electric-sql/pglite", "pg", "pg-native", "nodemailer", "stripe"],
  },
  build: {
    ssr: true,
    outDir: "dist/server",
    target: "node20",
    emptyOutDir: true,
    rollupOptions: {
      input: { main: "src/server/main.ts", "pdf-worker": "src/server/pdf/pdf-worker.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
});
