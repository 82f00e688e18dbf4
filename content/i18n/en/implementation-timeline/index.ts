import { pageMessages } from "./page";

/** Implementation timeline text, one file per section. Figures arrive as `{placeholders}`. */
export const implementationTimeline = {
  ...pageMessages,
} as const;
