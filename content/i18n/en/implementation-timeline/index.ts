import { pageMessages } from "./page";
import { phase1Messages } from "./phase-1";
import { phase2Messages } from "./phase-2";
import { phase3Messages } from "./phase-3";
import { monitoringMessages } from "./monitoring";

/** Implementation timeline text, one file per section. Figures arrive as `{placeholders}`. */
export const implementationTimeline = {
  ...pageMessages,
  ...phase1Messages,
  ...phase2Messages,
  ...phase3Messages,
  ...monitoringMessages,
} as const;
