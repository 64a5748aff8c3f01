import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { PrintableTexts } from "../../domain/printable-texts";
import type { AppDeps, AppEnv } from "../context";

/** What the body holds, for the typed client (server/api-types.ts): c.body() cannot know it is JSON. */
type Answer = Response & TypedResponse<JSONParsed<PrintableTexts>, 200, "json">;

// GET /api/printables — each printable's title and description as the coach last published them
// (docs/architecture.md, "Editing the content"), for the printables page and its print sheet.
export const printableRoutes = ({ texts }: Pick<AppDeps, "texts">) =>
  new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.body(texts.current.printablesJson(), 200, {
      "content-type": "application/json; charset=UTF-8",
    }) as Response as Answer;
  });
