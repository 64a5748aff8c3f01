import { rgb } from "pdf-lib";

/** The product's warm palette, in pdf-lib colours. */
export const palette = {
  ink: rgb(0.184, 0.149, 0.133),
  muted: rgb(0.373, 0.325, 0.294),
  clay: rgb(0.604, 0.357, 0.263),
  linen: rgb(0.902, 0.863, 0.812),
  sand: rgb(0.945, 0.91, 0.863),
  paper: rgb(1, 1, 1),
} as const;

/** US Letter, in points. */
export const letter = { width: 612, height: 792 } as const;
