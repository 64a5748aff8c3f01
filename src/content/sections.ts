import type { Section } from "./schema";

// spec §3: the eight sections of the 75-day soul path.
export const sections: readonly Section[] = [
  { id: "core-journey", label: "Core Journey", startDay: 1, endDay: 30 },
  { id: "honest-reflection", label: "Moderate | Honest Reflection", startDay: 31, endDay: 35 },
  { id: "self-forgiveness-boundaries", label: "Self-Forgiveness & Boundaries", startDay: 36, endDay: 40 },
  { id: "identity-edges", label: "Identity Edges", startDay: 41, endDay: 45 },
  { id: "grief-gratitude-worth", label: "Grief, Gratitude & Worth", startDay: 46, endDay: 50 },
  { id: "soul-sovereignty-power", label: "Soul Sovereignty & Power", startDay: 51, endDay: 60 },
  { id: "soul-anchoring-vortex", label: "Soul Anchoring & Vortex", startDay: 61, endDay: 65 },
  { id: "reintroduction-sovereignty", label: "Reintroduction Through Sovereignty", startDay: 66, endDay: 75 },
];
