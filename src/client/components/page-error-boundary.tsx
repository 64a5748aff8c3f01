import { Component, type ReactNode } from "react";
import { Button } from "./ui/button";

// A page whose code cannot load (offline before it was ever opened, or a tab left open across a
// deploy) or that fails while rendering shows this calm note instead of a blank screen. The layout
// keys it by path, so going to another page tries again (docs/architecture.md, "Pages that fail").

interface Props {
  children: ReactNode;
}

export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-24 text-center">
        <h1 className="text-2xl text-ink">This page didn't open</h1>
        <p className="mt-3 text-muted">
          The connection may have dropped, or a new version of Grind to Grace has arrived. Nothing you wrote
          is lost.
        </p>
        <Button className="mt-6" onClick={() => location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
