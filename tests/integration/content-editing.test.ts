import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ContentItem,
  type ContentList,
  type DayItem,
  type EditableAffirmation,
  type EditablePrintable,
  PROMPT_CHANGED,
} from "../../src/content/content-editing";
import type { AdminAudit } from "../../src/domain/admin-console";
import type { JourneyDayContent, JourneyOverview } from "../../src/domain/journey";
import type { PrintableTexts } from "../../src/domain/printable-texts";
import type { DayAffirmation } from "../../src/domain/today";
import { bootstrap } from "../../src/server/bootstrap";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, inProcessApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The coach edits a day, an affirmation and a printable (issue #47): a draft no member sees, the content rules
// on publish, publish and restore seen at once by every server, and a reflection that keeps the question it
// answered.

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(testDatabaseKinds)("the coach's content editor on %s", (kind) => {
  let t: TestApp;
  let coach: Member;
  let member: Member;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, { method, cookie, json: body, headers: { origin: ORIGIN } });
  const day = async (n: number, who = member) =>
    json<JourneyDayContent>(await t.request(`/api/journey/days/${n}`, { cookie: who.cookie }));
  const item = async (n: number) =>
    json<DayItem>(await call("GET", `/api/admin/content/days/${n}`, coach.cookie));

  beforeAll(async () => {
    t = await createTestApp(kind);
    coach = await newMember(t, ADMIN_EMAIL, "Coach Rowan");
    member = await newMember(t, `content-member-${kind}@example.test`, "Ada Content");
  });
  afterAll(() => t.close());

  it("shows each day as the repository wrote it, version 1, with no draft", async () => {
    const three = await item(3);
    expect(three.published.version).toBe(1);
    expect(three.published.by).toBe("the repository");
    expect(three.published.value.prompt).toBe((await day(3)).prompt);
    expect(three.draft).toBeNull();
    const list = await json<ContentList>(await call("GET", "/api/admin/content/days", coach.cookie));
    expect(list.items).toHaveLength(75);
    expect(list.items[2]).toMatchObject({ key: "3", label: "Day 3", title: (await day(3)).title });
  });

  it("keeps a draft from members, publishes it to every read at once, and logs who did", async () => {
    const before = await day(4);
    const { published, draftRevision } = await item(4);
    const value = {
      ...published.value,
      title: "Where Rest Waits",
      prompt: "Where in your week does rest wait for you?",
    };
    const saved = await json<DayItem>(
      await call("PUT", "/api/admin/content/days/4/draft", coach.cookie, {
        value,
        baseRevision: draftRevision,
      }),
    );
    expect(saved.draft?.value.prompt).toBe(value.prompt);
    expect(saved.draft?.problem).toBeNull();
    expect(saved.draft?.by).toBe("Coach Rowan");
    expect((await day(4)).prompt).toBe(before.prompt);

    // A second save from the same starting point loses to the first: nothing is overwritten.
    const stale = await call("PUT", "/api/admin/content/days/4/draft", coach.cookie, {
      value: { ...value, prompt: "Something else entirely?" },
      baseRevision: draftRevision,
    });
    expect(stale.status).toBe(409);

    const res = await call("POST", "/api/admin/content/days/4/publish", coach.cookie);
    expect(res.status).toBe(200);
    const after = await json<DayItem>(res);
    expect(after.published.version).toBe(2);
    expect(after.draft).toBeNull();
    expect(after.versions.map((v) => [v.version, v.by])).toEqual([
      [2, "Coach Rowan"],
      [1, "the repository"],
    ]);
    expect((await day(4)).prompt).toBe(value.prompt);
    const dashboard = await json<JourneyOverview>(await t.request("/api/journey", { cookie: member.cookie }));
    expect(dashboard.days[3]?.title).toBe("Where Rest Waits");
    const audit = await json<AdminAudit>(await call("GET", "/api/admin/audit", coach.cookie));
    expect(audit.entries[0]).toMatchObject({ action: "content.publish", detail: "Day 4, version 2" });
  });

  it("keeps a published paid day from a visitor and from a plan that does not open it", async () => {
    const { published, draftRevision } = await item(12);
    const words = "Which promise to yourself is quietly waiting its turn this week?";
    await call("PUT", "/api/admin/content/days/12/draft", coach.cookie, {
      value: { ...published.value, prompt: words },
      baseRevision: draftRevision,
    });
    expect((await call("POST", "/api/admin/content/days/12/publish", coach.cookie)).status).toBe(200);
    const asMember = await t.request("/api/journey/days/12", { cookie: member.cookie });
    expect(asMember.status).toBe(403);
    expect(await asMember.text()).not.toContain(words);
    const asVisitor = await t.request("/api/journey/days/12");
    expect(asVisitor.status).toBe(401);
    expect(await asVisitor.text()).not.toContain(words);
    expect((await day(12, coach)).prompt).toBe(words);
  });

  it("saves a draft that breaks a rule, and refuses to publish it, naming the rule and the field", async () => {
    const { published, draftRevision } = await item(5);
    const cases = [
      [{ prompt: "What do you need? What do you want?" }, "one-question", "prompt"],
      [{ gentlePrompt: "" }, "gentle-version", "gentlePrompt"],
      [
        { guidance: "You must write for ten minutes before anything else, every single day." },
        "voice",
        "guidance",
      ],
      [
        { prompt: "What has your grief been asking of you lately?", care: false, safety: false },
        "care-note",
        "care",
      ],
    ] as const;
    let revision = draftRevision;
    for (const [change, rule, field] of cases) {
      const saved = await call("PUT", "/api/admin/content/days/5/draft", coach.cookie, {
        value: { ...published.value, ...change },
        baseRevision: revision,
      });
      expect(saved.status).toBe(200);
      const draft = await json<DayItem>(saved);
      expect(draft.draft?.problem).toMatchObject({ rule, field });
      revision = draft.draftRevision;
      const refused = await call("POST", "/api/admin/content/days/5/publish", coach.cookie);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ rule, field, error: expect.any(String) });
    }
    expect((await day(5)).prompt).toBe(published.value.prompt);
  });

  it("restores an earlier version as the newest one", async () => {
    const original = (await item(2)).published.value;
    const { draftRevision } = await item(2);
    await call("PUT", "/api/admin/content/days/2/draft", coach.cookie, {
      value: { ...original, guidance: "Take five minutes somewhere quiet, and write what comes." },
      baseRevision: draftRevision,
    });
    expect((await call("POST", "/api/admin/content/days/2/publish", coach.cookie)).status).toBe(200);
    expect((await day(2)).guidance).toBe("Take five minutes somewhere quiet, and write what comes.");
    const restored = await json<DayItem>(
      await call("POST", "/api/admin/content/days/2/restore", coach.cookie, { version: 1 }),
    );
    expect(restored.published.version).toBe(3);
    expect((await day(2)).guidance).toBe(original.guidance);
    expect(
      (await call("POST", "/api/admin/content/days/2/restore", coach.cookie, { version: 9 })).status,
    ).toBe(404);
  });

  it("keeps the question a saved reflection answered, in the export, after the day is edited", async () => {
    const asked = (await day(1)).prompt;
    await call("PUT", "/api/journal/1", member.cookie, {
      value: "My answer, written first.",
      baseRevision: 0,
    });
    const { published, draftRevision } = await item(1);
    await call("PUT", "/api/admin/content/days/1/draft", coach.cookie, {
      value: { ...published.value, prompt: "What part of this morning felt most like your own?" },
      baseRevision: draftRevision,
    });
    expect((await call("POST", "/api/admin/content/days/1/publish", coach.cookie)).status).toBe(200);
    const markdown = await (
      await t.request("/api/account/export?format=md", { cookie: member.cookie })
    ).text();
    expect(markdown).toContain(`> ${asked}`);
    expect(markdown).toContain(PROMPT_CHANGED);
    expect(markdown).not.toContain("What part of this morning felt most like your own?");
    // Written again, it answers the new question.
    await call("PUT", "/api/journal/1", member.cookie, { value: "A new answer.", baseRevision: 1 });
    const again = await (await t.request("/api/account/export?format=md", { cookie: member.cookie })).text();
    expect(again).toContain("> What part of this morning felt most like your own?");
    expect(again).not.toContain(PROMPT_CHANGED);
  });

  it("edits a day of the calendar: the calendar, today's card and the daily reminder's line follow a publish", async () => {
    const path = "/api/admin/content/affirmations/3/9";
    const calendar = async () => {
      const res = await t.request("/api/affirmations", { cookie: member.cookie });
      return {
        etag: res.headers.get("etag"),
        body: await json<{ months: { days: { text: string }[] }[] }>(res),
      };
    };
    const before = await calendar();
    const piece = await json<ContentItem<EditableAffirmation>>(await call("GET", path, coach.cookie));
    expect(piece.published.value.text).toBe(before.body.months[2]?.days[8]?.text);

    // A heavy line without the care line is saved, but cannot be published.
    const heavy = {
      text: "I let the grief of this year sit beside me for one slow cup of tea.",
      guidance: "",
      care: false,
    };
    await call("PUT", `${path}/draft`, coach.cookie, { value: heavy, baseRevision: piece.draftRevision });
    const refused = await call("POST", `${path}/publish`, coach.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ rule: "care-note", field: "care" });
    const notI = await json<ContentItem<EditableAffirmation>>(await call("GET", path, coach.cookie));
    await call("PUT", `${path}/draft`, coach.cookie, {
      value: { ...heavy, text: "Rest comes first today, before a single message is opened." },
      baseRevision: notI.draftRevision,
    });
    const refusedAgain = await call("POST", `${path}/publish`, coach.cookie);
    expect(await refusedAgain.json()).toMatchObject({ rule: "action-step", field: "text" });

    const kept = await json<ContentItem<EditableAffirmation>>(await call("GET", path, coach.cookie));
    await call("PUT", `${path}/draft`, coach.cookie, {
      value: {
        ...heavy,
        care: true,
        guidance: "Make the tea, sit down, and let the cup go cold if it wants to.",
      },
      baseRevision: kept.draftRevision,
    });
    // Members still read the published line while the draft waits.
    expect((await calendar()).body.months[2]?.days[8]?.text).toBe(piece.published.value.text);
    const published = await call("POST", `${path}/publish`, coach.cookie);
    expect(published.status).toBe(200);
    expect((await json<ContentItem<EditableAffirmation>>(published)).published.version).toBe(2);

    const after = await calendar();
    expect(after.body.months[2]?.days[8]).toMatchObject({ text: heavy.text, care: true });
    expect(after.etag).not.toBe(before.etag);
    const today = await json<DayAffirmation>(
      await t.request("/api/affirmations/day/3/9", { cookie: member.cookie }),
    );
    expect(today).toMatchObject({ text: heavy.text, care: true, monthLabel: "March" });
    expect(t.deps.texts.current.affirmation(3, 9)?.text).toBe(heavy.text);
    const audit = await json<AdminAudit>(await call("GET", "/api/admin/audit", coach.cookie));
    expect(audit.entries[0]).toMatchObject({ action: "content.publish", detail: "March 9, version 2" });

    const list = await json<ContentList>(await call("GET", "/api/admin/content/affirmations", coach.cookie));
    expect(list.items).toHaveLength(366);
    expect(list.items.find((entry) => entry.key === "3-9")).toMatchObject({
      title: heavy.text,
      edited: true,
    });

    await call("POST", `${path}/restore`, coach.cookie, { version: 1 });
    expect((await calendar()).body.months[2]?.days[8]?.text).toBe(piece.published.value.text);
  });

  it("edits a printable: its card's words and its PDF follow a publish", async () => {
    const path = "/api/admin/content/printables/may-worksheet";
    const piece = await json<ContentItem<EditablePrintable>>(await call("GET", path, coach.cookie));
    expect(piece.published.value.title).toBeTruthy();
    const value = {
      title: "The Week You Actually Have",
      description:
        "Lay out the week as it really is, with the school run and the late meeting, then circle one hour that could be left unplanned.",
    };
    const short = await call("PUT", `${path}/draft`, coach.cookie, {
      value: { ...value, description: "Too short." },
      baseRevision: piece.draftRevision,
    });
    const shortItem = await json<ContentItem<EditablePrintable>>(short);
    expect(shortItem.draft?.problem).toMatchObject({ rule: "description-length", field: "description" });
    expect((await call("POST", `${path}/publish`, coach.cookie)).status).toBe(400);
    await call("PUT", `${path}/draft`, coach.cookie, { value, baseRevision: shortItem.draftRevision });
    const words = async () =>
      (await json<PrintableTexts>(await t.request("/api/printables", { cookie: member.cookie }))).printables[
        "may-worksheet"
      ];
    expect((await words())?.title).toBe(piece.published.value.title);
    expect((await call("POST", `${path}/publish`, coach.cookie)).status).toBe(200);
    expect(await words()).toEqual(value);
    expect((await t.request("/api/printables")).status).toBe(401);
    expect(t.deps.texts.current.printable("may-worksheet")).toEqual(value);
  });

  it("lets only the console in, and only administrators publish", async () => {
    expect((await call("GET", "/api/admin/content/days/3", member.cookie)).status).toBe(403);
    expect((await call("POST", "/api/admin/content/days/3/publish", member.cookie)).status).toBe(403);
    const staffEmail = `content-staff-${kind}@example.test`;
    const staff = await newMember(t, staffEmail, "Sam Staff");
    await call("POST", "/api/admin/team", coach.cookie, { email: staffEmail, role: "staff" });
    await call("POST", "/api/team/accept", staff.cookie);
    const { published, draftRevision } = await item(3);
    const draft = await call("PUT", "/api/admin/content/days/3/draft", staff.cookie, {
      value: published.value,
      baseRevision: draftRevision,
    });
    expect(draft.status).toBe(200);
    expect((await call("POST", "/api/admin/content/days/3/publish", staff.cookie)).status).toBe(403);
    expect((await call("GET", "/api/admin/content/days/76", coach.cookie)).status).toBe(404);
    expect((await call("GET", "/api/admin/content/affirmations/2/30", coach.cookie)).status).toBe(404);
    expect((await call("GET", "/api/admin/content/printables/nowhere", coach.cookie)).status).toBe(404);
    expect((await call("GET", "/api/admin/content/affirmations/1/5", member.cookie)).status).toBe(403);
    expect(
      (await call("POST", "/api/admin/content/printables/may-worksheet/publish", staff.cookie)).status,
    ).toBe(403);
  });

  // Two app servers share one database only on PostgreSQL (PGlite is one process's).
  if (kind === "postgres")
    it("shows a publish (a day, an affirmation) on a second app server within two seconds", async () => {
      const otherDeps = await bootstrap(t.deps.config, { inMemoryDatabase: true, log: () => undefined });
      const other = inProcessApp(otherDeps, async () => {
        await otherDeps.jobs.stop();
        await otherDeps.database.close();
      });
      try {
        const read = async () =>
          json<JourneyDayContent>(await other.request("/api/journey/days/3", { cookie: member.cookie }));
        await read();
        const { published, draftRevision } = await item(3);
        await call("PUT", "/api/admin/content/days/3/draft", coach.cookie, {
          value: { ...published.value, title: "A Quieter Morning" },
          baseRevision: draftRevision,
        });
        expect((await call("POST", "/api/admin/content/days/3/publish", coach.cookie)).status).toBe(200);
        await expect
          .poll(async () => (await read()).title, { timeout: 2_000, interval: 50 })
          .toBe("A Quieter Morning");

        // An affirmation, the same way.
        const path = "/api/admin/content/affirmations/7/4";
        const piece = await json<ContentItem<EditableAffirmation>>(await call("GET", path, coach.cookie));
        const text = "I spend one hour of this holiday doing nothing that anyone could call useful.";
        await call("PUT", `${path}/draft`, coach.cookie, {
          value: { ...piece.published.value, text },
          baseRevision: piece.draftRevision,
        });
        expect((await call("POST", `${path}/publish`, coach.cookie)).status).toBe(200);
        const today = async () =>
          json<DayAffirmation>(await other.request("/api/affirmations/day/7/4", { cookie: member.cookie }));
        await expect.poll(async () => (await today()).text, { timeout: 2_000, interval: 50 }).toBe(text);
      } finally {
        await other.close();
      }
    });
});
