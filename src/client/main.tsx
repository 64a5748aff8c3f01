import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { AppearanceSync } from "./components/appearance-sync";
import { holdEarlyPresses } from "./early-presses";
import { applyLocalAppearance } from "./lib/appearance";
import { BrowserRouter } from "./lib/router";
import { SessionProvider } from "./lib/session";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

applyLocalAppearance();

const app = (
  <StrictMode>
    <BrowserRouter>
      <SessionProvider>
        <App />
        <AppearanceSync />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>
);

// The public pages arrive prerendered (src/client/prerender.tsx): React takes that HTML over, in a
// transition, so that its work comes in short tasks; a press meanwhile is held and then made again.
if (root.hasChildNodes()) {
  holdEarlyPresses();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
// The app has started: index.html's note for a page whose code never ran goes (docs/architecture.md, "Presses before the code arrives").
document.getElementById("start-fallback")?.remove();
