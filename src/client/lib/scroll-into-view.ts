import { type RefObject, useEffect, useRef } from "react";

/**
 * Brings `ref`'s element into view once, when `ready` first holds: a frame after the commit, so a
 * page change's own scroll to the top comes first. Later renders leave her scrolling alone. With
 * `block: "start"` the element needs a scroll margin for the sticky header (`scroll-mt-24`).
 */
export function useScrollIntoViewOnce(
  ref: RefObject<HTMLElement | null>,
  ready: boolean,
  block: ScrollLogicalPosition = "center",
) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const frame = requestAnimationFrame(() => {
      done.current = true;
      ref.current?.scrollIntoView({ block });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, ref, block]);
}
