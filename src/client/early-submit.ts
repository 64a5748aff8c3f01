// A prerendered form pressed before its page's code has arrived (a slow phone network) must not
// submit the browser's way, which would reload the page with her e-mail and password in the
// address. The press is held and sent again, the app's way, once React has taken the form over
// (docs/architecture.md, "Pages that fail").

const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));

export function holdEarlySubmits() {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isReacts(form)) return;
      event.preventDefault();
      const submitter = event.submitter;
      const started = Date.now();
      const retry = setInterval(() => {
        if (!form.isConnected || Date.now() - started > 30_000) clearInterval(retry);
        else if (isReacts(form)) {
          clearInterval(retry);
          form.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : null);
        }
      }, 50);
    },
    true,
  );
}
