import { transparencyHub } from "./hub";
import { transparencyDetails } from "./details";

/** Transparency hub text: headings and labels (hub.ts), body copy (details.ts). */
export const transparency = {
  ...transparencyHub,
  ...transparencyDetails,
} as const;
