import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { textSizes, themes, toAppearance } from "../../domain/appearance";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { appearancePreferences } from "../db/schema";
import { jsonBody } from "../http/validate";

// GET/PUT /api/appearance — her own theme and text size (docs/offline.md), kept per member so every device
// she signs in on looks the way she chose.

const appearanceSchema = z.object({ theme: z.enum(themes), textSize: z.enum(textSizes) }).strict();

export function appearanceRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const [row] = await db
        .select({ theme: appearancePreferences.theme, textSize: appearancePreferences.textSize })
        .from(appearancePreferences)
        .where(eq(appearancePreferences.userId, c.var.user.id));
      return c.json(toAppearance(row));
    })
    .put("/", jsonBody(appearanceSchema), async (c) => {
      const { theme, textSize } = c.req.valid("json");
      const updatedAt = new Date();
      await db
        .insert(appearancePreferences)
        .values({ userId: c.var.user.id, theme, textSize, updatedAt })
        .onConflictDoUpdate({ target: appearancePreferences.userId, set: { theme, textSize, updatedAt } });
      return c.json({ theme, textSize });
    });
}
