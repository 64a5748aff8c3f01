import { defineConfig } from "vite";

// The server bundle. Dependencies are bundled too (loading better-auth's hundreds of modules one by
// one dominated start-up), except those that find their own files at run time (PGlite's wasm) or are
// optional native drivers.
export default defineConfig({
  ssr: {
    noExternal: true,
    external: ["@electric-sql/pglite", "pg", "pg-native", "nodemailer", "stripe"],
  },
  build: {
    ssr: "src/server/main.ts",
    outDir: "dist/server",
    target: "node20",
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
