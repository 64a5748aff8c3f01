// Her settings, each a synced document at /api/settings/:key (docs/architecture.md, "The store").
export const settingsKeys = ["appearance", "reminders", "resurfacing"] as const;
export type SettingsKey = (typeof settingsKeys)[number];
