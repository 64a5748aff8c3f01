import { Hono } from "hono";
import { z } from "zod";
import { broadcastRequestSchema, broadcastSendSchema, sequenceRequestSchema } from "../../domain/broadcasts";
import { firstNameOf } from "../../domain/names";
import { paths } from "../../domain/routes";
import { teamInviteSchema } from "../../domain/team";
import { audit } from "../admin/audit";
import { acceptInvitation, invite, listTeam, onlyAdmins, removeFromTeam } from "../admin/team";
import {
  cancelBroadcast,
  createBroadcast,
  findBroadcast,
  listBroadcasts,
  scheduleBroadcast,
} from "../broadcasts/broadcasts";
import { createSequence, deleteSequence, listSequences, updateSequence } from "../broadcasts/sequences";
import type { AppDeps, AppEnv } from "../context";
import { jsonBody, params } from "../http/validate";
import { newsMail } from "../mail/broadcast-mail";
import { teamInviteMail } from "../mail/console-mails";

// The coach talks to her members and runs her team (D28, docs/architecture.md "Broadcasts and
// sequences"). Mounted in the console's area (requireConsole): staff may read, write drafts and send
// themselves a test; sending, cancelling, sequences and the team are for administrators (onlyAdmins).
//
// GET/POST /api/admin/broadcasts, POST /:id/test, POST /:id/send { sendAt? }, DELETE /:id
// GET/POST /api/admin/sequences, PUT/DELETE /:id
// GET/POST /api/admin/team, DELETE /:email

const idParams = params(z.object({ id: z.string().min(1).max(64) }));

export function broadcastRoutes({ database: { db }, jobs, mailer, unsubscribeLinks }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listBroadcasts(db)))
    .post(
      "/",
      jsonBody(broadcastRequestSchema),
      async (c, next) => {
        // A draft is any console member's; sending is an administrator's.
        if (c.req.valid("json").draft) return next();
        return onlyAdmins(c, next);
      },
      async (c) => {
        const created = await createBroadcast(db, jobs, c.get("user").id, c.req.valid("json"));
        await audit(
          db,
          c.get("user").id,
          c.req.valid("json").draft ? "broadcast.draft" : "broadcast.send",
          c.req.valid("json").subject,
        );
        return c.json(created);
      },
    )
    .post("/:id/test", idParams, async (c) => {
      const broadcast = await findBroadcast(db, c.req.valid("param").id);
      const me = c.get("user");
      await mailer.send(
        newsMail({
          to: me.email,
          firstName: firstNameOf(me),
          subject: broadcast.subject,
          body: broadcast.body,
          unsubscribeUrl: unsubscribeLinks.url(me.id, "news"),
          test: true,
        }),
      );
      return c.json({ sent: true, to: me.email });
    })
    .post("/:id/send", onlyAdmins, idParams, jsonBody(broadcastSendSchema), async (c) => {
      const { id } = c.req.valid("param");
      await scheduleBroadcast(db, jobs, id, c.req.valid("json").sendAt);
      await audit(db, c.get("user").id, "broadcast.send", (await findBroadcast(db, id)).subject);
      return c.json({ scheduled: true });
    })
    .delete("/:id", onlyAdmins, idParams, async (c) => {
      const { id } = c.req.valid("param");
      const { subject } = await findBroadcast(db, id);
      await cancelBroadcast(db, id);
      await audit(db, c.get("user").id, "broadcast.cancel", subject);
      return c.json({ cancelled: true });
    });
}

export function sequenceRoutes({ database: { db } }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listSequences(db)))
    .post("/", onlyAdmins, jsonBody(sequenceRequestSchema), async (c) => {
      const id = await createSequence(db, c.req.valid("json"));
      await audit(db, c.get("user").id, "sequence.create", c.req.valid("json").subject);
      return c.json({ id });
    })
    .put("/:id", onlyAdmins, idParams, jsonBody(sequenceRequestSchema), async (c) => {
      const { id } = c.req.valid("param");
      await updateSequence(db, id, c.req.valid("json"));
      await audit(db, c.get("user").id, "sequence.update", c.req.valid("json").subject);
      return c.json({ id });
    })
    .delete("/:id", onlyAdmins, idParams, async (c) => {
      const { id } = c.req.valid("param");
      const subject = await deleteSequence(db, id);
      await audit(db, c.get("user").id, "sequence.delete", subject);
      return c.json({ deleted: true });
    });
}

export function teamRoutes({ database: { db }, config, mailer }: AppDeps) {
  return new Hono<AppEnv>()
    .use("*", onlyAdmins)
    .get("/", async (c) => c.json(await listTeam(db, config.adminEmail)))
    .post("/", jsonBody(teamInviteSchema), async (c) => {
      const invitation = c.req.valid("json");
      await invite(db, c.get("user").id, invitation, config.adminEmail);
      await mailer.send(
        teamInviteMail(invitation.email, invitation.role, `${config.publicUrl}${paths.teamJoin}`),
      );
      await audit(db, c.get("user").id, "team.invite", invitation.email);
      return c.json(await listTeam(db, config.adminEmail));
    })
    .delete("/:email", params(z.object({ email: z.string().trim().toLowerCase().max(254) })), async (c) => {
      const { email } = c.req.valid("param");
      await removeFromTeam(db, email, config.adminEmail);
      await audit(db, c.get("user").id, "team.remove", email);
      return c.json(await listTeam(db, config.adminEmail));
    });
}

/** POST /api/team/accept: a signed-in member takes up the invitation for her verified address. */
export function teamAcceptRoutes({ database: { db } }: AppDeps) {
  return new Hono<AppEnv>().post("/accept", async (c) => {
    const role = await acceptInvitation(db, c.get("user"));
    await audit(db, c.get("user").id, "team.accept", c.get("user").email);
    return c.json({ role });
  });
}
