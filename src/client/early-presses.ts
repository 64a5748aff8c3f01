// A prerendered page is visible before its code has arrived (a slow phone network). A press on one of
// its buttons or tabs in that moment would be lost, and a form would submit the browser's way, which
// reloads the page with her e-mail and password in the address. Such presses are held and made
// again, the app's way, once React has taken the element over (docs/architecture.md, "Pages that
// fail").

const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
/** A popover's button (the phone menu) works without script: the browser opens its popover. */
const PRESSABLE = 'button:not([popovertarget]), [role="tab"]';
const GIVE_UP_MS = 30_000;

/** Runs `then` once React has hydrated `element`, checking every 50 ms for up to half a minute. */
function whenReacts(element: Element, then: () => void) {
  const started = Date.now();
  const check = setInterval(() => {
    if (!element.isConnected || Date.now() - started > GIVE_UP_MS) clearInterval(check);
    else if (isReacts(element)) {
      clearInterval(check);
      then();
    }
  }, 50);
}

let holding = false;

/** Once per page: boot.ts holds the presses of a page it starts, and main.tsx finds them held. */
export function holdEarlyPresses() {
  if (holding) return;
  holding = true;
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
      if (!(target instanceof HTMLElement) || isReacts(target)) return;
      event.preventDefault();
      event.stopPropagation();
      // The press again in full: tab lists (Radix) switch on mousedown, buttons act on click.
      whenReacts(target, () => {
        for (const type of ["mousedown", "mouseup"])
          target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
        target.click();
      });
    },
    true,
  );
  // A form submitted another way (Enter in a field with no button to click).
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isReacts(form)) return;
      event.preventDefault();
      whenReacts(form, () => form.requestSubmit());
    },
    true,
  );
}
