import { textSizes, themes } from "./appearance";
import { checkInRecordSchema } from "./check-in";
import type { KeyOf, KindName, ValueOf } from "./document-kinds";
import { resurfacingPreferencesSchema } from "./on-this-day";
import { pageValueSchema } from "./open-pages";
import { reminderPreferencesSchema } from "./reminders";
import { printableNotesStateSchema, toolStateSchemas } from "./tool-states";
import { z } from "./zod";

// The values the server accepts for each kind of document of the registry (document-kinds.ts), by its key
// (docs/architecture.md, "The store"). Apart from the registry so that the app, which never checks a value
// against a schema, does not load zod's parsers with it; the type below makes a kind without its schema, or
// a schema that accepts another type than the kind's value, a compile error. The server's sync routes check
// every write with these (server/http/sync.ts), a private journal's sealed texts by their shortest words.

type ValueSchemas = { [N in KindName]: (key: KeyOf<N>) => z.ZodType<NonNullable<ValueOf<N>>> };

export const documentValues = {
  reflection: () => z.string({ error: "the reflection must be text." }),
  completion: () => z.literal(true, { error: "a completed day stays completed: the value must be true." }),
  checkIn: () => checkInRecordSchema,
  tool: (tool) => toolStateSchemas[tool],
  printableNotes: () => printableNotesStateSchema,
  page: () => pageValueSchema,
  returnAnswer: () => z.string({ error: "the answer must be text." }),
  appearance: () => z.strictObject({ theme: z.enum(themes), textSize: z.enum(textSizes) }),
  reminders: () => reminderPreferencesSchema,
  resurfacing: () => resurfacingPreferencesSchema,
} satisfies ValueSchemas;
