import { Hono } from "hono";
import {
  type ContentKindName,
  contentKinds,
  draftRequestSchema,
  restoreRequestSchema,
} from "../../content/content-editing";
import { audit } from "../admin/audit";
import { onlyAdmins } from "../admin/team";
import {
  listItems,
  missing,
  publishDraft,
  readItem,
  restoreVersion,
  saveDraft,
} from "../content/content-editor";
import { type EditableKind, editableKinds } from "../content/editable-kinds";
import type { AppDeps, AppEnv } from "../context";
import { jsonBody } from "../http/validate";

// The coach edits her texts (docs/architecture.md, "Editing the content"). Mounted in the console's area
// (requireConsole): the team reads and writes drafts; publishing and restoring are an administrator's.
// The same five routes for each kind, under its list's path and its piece's path:
//
// GET /days → the list; GET /days/:n → { published, draft, draftRevision, versions }
// PUT /days/:n/draft { value, baseRevision }; POST /days/:n/publish; POST /days/:n/restore { version }
// and so under /affirmations/:month/:day and /printables/:id.

/** Each kind's piece path, and its parameters in the order contentKinds' keyOf reads them. */
const piecePaths: Record<ContentKindName, [path: string, names: string[]]> = {
  day: ["/days/:n", ["n"]],
  affirmation: ["/affirmations/:month/:day", ["month", "day"]],
  printable: ["/printables/:id", ["id"]],
};

export function contentRoutes({ database: { db, changes }, texts }: AppDeps) {
  /** Every server shows what was published within a moment: this one at once, the others through the feed. */
  async function published() {
    await texts.reload();
    await changes.publish({ kind: "content" });
  }

  function kindRoutes<K extends ContentKindName>(kind: EditableKind<K>) {
    const [path, names] = piecePaths[kind.name];
    const keyIn = (param: Record<string, string>) => {
      const key = contentKinds[kind.name].keyOf(names.map((name) => param[name] ?? ""));
      if (!key || !kind.repository.has(key)) throw missing(kind, key ?? "");
      return key;
    };
    return new Hono<AppEnv>()
      .get(`/${contentKinds[kind.name].list}`, async (c) => c.json(await listItems(db, kind)))
      .get(path, async (c) =>
        c.json(await readItem(db, kind, keyIn(c.req.param() as Record<string, string>))),
      )
      .put(`${path}/draft`, jsonBody(draftRequestSchema(kind.schema)), async (c) => {
        const { value, baseRevision } = c.req.valid("json");
        const key = keyIn(c.req.param() as Record<string, string>);
        const by = c.get("user").id;
        return c.json(await saveDraft(db, kind, key, value, baseRevision, by));
      })
      .post(`${path}/publish`, onlyAdmins, async (c) => {
        const key = keyIn(c.req.param() as Record<string, string>);
        const version = await publishDraft(db, kind, key, c.get("user").id);
        await published();
        await audit(db, c.get("user").id, "content.publish", `${kind.label(key)}, version ${version}`);
        return c.json(await readItem(db, kind, key));
      })
      .post(`${path}/restore`, onlyAdmins, jsonBody(restoreRequestSchema), async (c) => {
        const key = keyIn(c.req.param() as Record<string, string>);
        const { version } = c.req.valid("json");
        const now = await restoreVersion(db, kind, key, version, c.get("user").id);
        await published();
        await audit(
          db,
          c.get("user").id,
          "content.restore",
          `${kind.label(key)}, version ${version} as version ${now}`,
        );
        return c.json(await readItem(db, kind, key));
      });
  }

  return new Hono<AppEnv>()
    .route("/", kindRoutes(editableKinds.day))
    .route("/", kindRoutes(editableKinds.affirmation))
    .route("/", kindRoutes(editableKinds.printable));
}
