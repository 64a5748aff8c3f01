// A private journal unlocked in this process for `userId`, as her device holds it after she unlocks: a fresh
// data key remembered for her, a way to seal a text as her device does, and the opening module. Loaded
// afresh each call (with vi.resetModules between tests, each test has its own device).

export async function unlockedJournal(userId: string) {
  const privacy = await import("../../src/client/lib/private-journal/journal-privacy");
  const values = await import("../../src/client/lib/private-journal/sealed-values");
  const key = await values.importDataKey(values.random(32));
  privacy.rememberPrivacy(userId, "on", key);
  const seal = (documentKey: string, text: string) => values.seal(key, userId, documentKey, text);
  return { seal, opened: await import("../../src/client/lib/private-journal/opened-texts") };
}
