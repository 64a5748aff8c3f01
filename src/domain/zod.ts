import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` unless told not to. Our CSP forbids eval
// (docs/architecture.md, "Guards"): in the browser even zod's probe for it is reported as a violation (a Lighthouse
// best-practices failure). Schemas shared with the client import `z` from here, so the setting
// is made before any of them is built.
z.config({ jitless: true });

export { z };
