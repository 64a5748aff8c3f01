import type { Month } from "../schema";
import { april } from "./april";
import { august } from "./august";
import { december } from "./december";
import { february } from "./february";
import { january } from "./january";
import { july } from "./july";
import { june } from "./june";
import { march } from "./march";
import { may } from "./may";
import { november } from "./november";
import { october } from "./october";
import { september } from "./september";

// January to December; month lengths per docs/architecture.md D5 (November has 30 days).
export const months: readonly Month[] = [
  january,
  february,
  march,
  april,
  may,
  june,
  july,
  august,
  september,
  october,
  november,
  december,
];
