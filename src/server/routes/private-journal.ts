import { Hono } from "hono";
import { privateJournalWriteSchema } from "../../domain/private-journal";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { loadPrivateJournal, movePrivateJournal } from "../db/private-journals";
import { httpError } from "../http/errors";
import { jsonBody } from "../http/validate";

// GET/PUT /api/private-journal (issue 48, docs/architecture.md, "The private journal"): her wrapped keys
// and whether her journal is private, hers only. A PUT moves it (on, re-wrapped, off) from the revision
// her device read; another device's move first is a 409 with what is stored now.

const STALE = "Your private journal was changed on another device. Here is how it stands now.";
const NOT_A_MOVE = "Your private journal cannot go straight there from where it stands.";

export function privateJournalRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await loadPrivateJournal(db, c.get("user").id)))
    .put("/", jsonBody(privateJournalWriteSchema), async (c) => {
      const outcome = await movePrivateJournal(db, c.get("user").id, c.req.valid("json"));
      if ("saved" in outcome) return c.json(outcome.saved);
      throw httpError(409, outcome.refused === "stale" ? STALE : NOT_A_MOVE, { current: outcome.current });
    });
}
