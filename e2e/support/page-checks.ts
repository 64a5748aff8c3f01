import type { Page } from "playwright-core";

// Checks that run inside the page (each function is serialised by page.evaluate, so it must stand
// alone). They return readable problems; an empty list is the goal.

/** Waits until the page has its heading, the session is known and nothing says "Loading". */
export async function settle(page: Page) {
  await page.locator("h1").first().waitFor();
  await page.waitForFunction(() => {
    const header = document.querySelector("header")?.textContent ?? "";
    const loading = [...document.querySelectorAll('[role="status"]')].some((el) =>
      /^\s*Loading/.test(el.textContent ?? ""),
    );
    return /Sign Out|Get Started/.test(header) && !loading && !document.querySelector('[aria-busy="true"]');
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until the page has drawn two more frames: what was changed has been laid out. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** Resizes the window and waits for the layout to follow. */
export async function resize(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await twoFrames(page);
}

/**
 * Shows the page as on paper (print media) and waits until its print styles apply: with both cores
 * busy they once showed a moment after the emulation was set. `emulateMedia({ media: null })` undoes it.
 */
export async function showAsPrinted(page: Page) {
  await page.emulateMedia({ media: "print" });
  await page.waitForFunction(() => matchMedia("print").matches);
  await twoFrames(page);
}

/**
 * WCAG 1.4.10 reflow and 1.4.4 resize text: no sideways scrolling, and no control cut off by a
 * clipping box or lying on top of another. With a dialog open, only the dialog's controls count.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Measured at the top: a page that opens scrolled to today (affirmations, printables) has content
    // passing under the sticky header, which is scrolling, not overlap.
    window.scrollTo({ top: 0, behavior: "instant" });
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);

    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const scope = document.querySelector('[role="dialog"]') ?? document.body;
    const controls = [
      ...scope.querySelectorAll("a[href], button, input, select, textarea, label, [role='tab']"),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden inputs show through their label, which is checked instead.
      const clipped = style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
      return box.width > 2 && box.height > 2 && style.visibility !== "hidden" && !clipped;
    });

    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        style.display !== "inline" &&
        (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      ) {
        if (!["textarea", "select"].includes(el.tagName.toLowerCase()) && style.overflow !== "auto")
          problems.push(`${name(el)} is too small for its text`);
      }
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const clip = getComputedStyle(parent).overflowX;
        if (clip === "auto" || clip === "scroll") break;
        if (clip !== "hidden" && clip !== "clip") continue;
        const outer = parent.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          problems.push(`${name(el)} is cut off by its container`);
          break;
        }
      }
    }

    // A toast floats over the page for a few seconds by design: it may lie on top of what is beneath.
    const laidOut = controls.filter((el) => !el.closest("[data-sonner-toaster]"));
    for (let i = 0; i < laidOut.length; i++) {
      const a = laidOut[i] as Element;
      const boxA = a.getBoundingClientRect();
      for (let j = i + 1; j < laidOut.length; j++) {
        const b = laidOut[j] as Element;
        if (a.contains(b) || b.contains(a)) continue;
        const boxB = b.getBoundingClientRect();
        const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (width > 2 && height > 2) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return problems;
  });
}

type FocusWindow = Window & { a11ySeen?: Set<Element> };

/**
 * Looks at the focused element: its focus ring (WCAG 2.4.7, with 1.4.11's 3:1 contrast against what
 * surrounds it: an outline of 2 px or more on the element, or on the label or wrapper that shows it),
 * and whether it is inside an open dialog. Remembers it for `unreachedControls`.
 */
export function inspectFocus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body)
      return { focused: null, problem: null, again: false, inDialog: false };
    // Colours fade in (transition-colors covers outline-color): judge the ring as it ends up.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    const seen = (window as FocusWindow).a11ySeen ?? new Set<Element>();
    (window as FocusWindow).a11ySeen = seen;
    // A date field takes one Tab for each of its parts (month, day, year) while it stays the focused
    // element: the same date field again, right after itself, is still the walk going forward.
    const win = window as FocusWindow & { a11yLast?: Element };
    const dateParts =
      active === win.a11yLast &&
      active instanceof HTMLInputElement &&
      /^(date|time|month|week|datetime-local)$/.test(active.type);
    win.a11yLast = active;
    const again = seen.has(active) && !dateParts;
    seen.add(active);
    const inDialog = Boolean(active.closest('[role="dialog"]'));
    const label =
      active.getAttribute("aria-label") ??
      ((active as HTMLElement).innerText || active.getAttribute("name") || "");
    const focused = `${active.tagName.toLowerCase()} "${label.trim().slice(0, 50)}"`;

    // Any CSS color (Tailwind writes oklab and color-mix) to sRGB through a 1-pixel canvas.
    const paint = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const rgba = (color: string) => {
      if (!paint) return [0, 0, 0, 1];
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    /** The color behind an element: its ancestors' backgrounds laid over each other. */
    const backgroundBehind = (el: Element | null) => {
      const layers: number[][] = [];
      for (let node = el; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if ((layer[3] ?? 0) > 0) layers.push(layer);
        if ((layer[3] ?? 0) >= 1) break;
      }
      let [r, g, b] = [255, 255, 255];
      for (const [lr = 0, lg = 0, lb = 0, a = 0] of layers.reverse()) {
        [r, g, b] = [lr * a + r * (1 - a), lg * a + g * (1 - a), lb * a + b * (1 - a)];
      }
      return [r, g, b];
    };

    // WCAG 2.4.11: the focused control is not hidden behind the sticky header.
    const header = document.querySelector("header");
    if (header && !header.contains(active)) {
      const box = active.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (box.height > 2 && box.bottom <= header.getBoundingClientRect().bottom && header.contains(onTop))
        return { focused, problem: `${focused}: hidden behind the sticky header`, again, inDialog };
    }

    let node: Element | null = active;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) continue;
      const style = getComputedStyle(node);
      if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2) continue;
      const ring = luminance(rgba(style.outlineColor));
      const behind = luminance(backgroundBehind(node.parentElement));
      const contrast = (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05);
      const problem =
        contrast < 3 ? `${focused}: focus ring contrast ${contrast.toFixed(2)}:1, needs 3:1` : null;
      return { focused, problem, again, inDialog };
    }
    return { focused, problem: `${focused}: no visible focus ring`, again, inDialog };
  });
}

/** Forgets which elements had focus, and starts the next Tab from the top of the page. */
export function resetFocus(page: Page) {
  return page.evaluate(() => {
    (window as FocusWindow).a11ySeen = new Set();
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/**
 * Controls a person can see and use that Tab never reached (a radio group counts once reached), and
 * things that look clickable (a pointer cursor) but are no control at all.
 */
export function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Colours fade in (transition-colors covers outline-color): judge the ring as it ends up.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    const seen = (window as FocusWindow).a11ySeen ?? new Set<Element>();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const focusable =
      "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]";
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const problems: string[] = [];
    const reachedRadioGroups = new Set(
      [...seen]
        .filter((el) => el instanceof HTMLInputElement && el.type === "radio")
        .map((el) => (el as HTMLInputElement).name),
    );
    for (const el of document.querySelectorAll(focusable)) {
      if (el.getAttribute("tabindex") === "-1" || !shown(el) || seen.has(el)) continue;
      // A tab list hands its focus on to the selected tab (the roving tabindex of the ARIA tabs pattern).
      if (el.getAttribute("role") === "tablist") continue;
      if (el instanceof HTMLInputElement && el.type === "radio" && reachedRadioGroups.has(el.name)) continue;
      problems.push(`${name(el)} is never reached by Tab`);
    }
    for (const el of document.body.querySelectorAll("*")) {
      if (getComputedStyle(el).cursor !== "pointer" || !shown(el)) continue;
      if (el.closest(`${focusable}, label`) || el.querySelector(focusable)) continue;
      problems.push(`${name(el)} looks clickable but is no control`);
    }
    return problems;
  });
}
