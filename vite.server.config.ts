import { defineConfig } from "vite";

// The server bundle: our code in one file, dependencies left in node_modules.
export default defineConfig({
  build: {
    ssr: "src/server/main.ts",
    outDir: "dist/server",
    target: "node20",
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
