import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * The width an SVG is drawn at, in CSS pixels, kept as it changes. A chart whose viewBox is that wide
 * is drawn one unit to a pixel, so its labels keep the size they are given (a 440-unit chart on a
 * phone shrank 13 px labels to 9 px).
 */
export function useDrawnWidth(ref: RefObject<Element | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const drawn = Math.round(element.getBoundingClientRect().width);
      if (drawn > 0) setWidth(drawn);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const readScale = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--reading-scale")) || 1;

/**
 * Her reading size's factor (docs/offline.md, "Text size": --reading-scale), kept as she changes it on
 * this or another device (the html element's data-text-size).
 */
export function useReadingScale(): number {
  const [scale, setScale] = useState(readScale);
  useLayoutEffect(() => {
    setScale(readScale());
    const observer = new MutationObserver(() => setScale(readScale()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-text-size"] });
    return () => observer.disconnect();
  }, []);
  return scale;
}
