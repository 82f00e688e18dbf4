import type { Messages } from "@/content/i18n/types";
import type { implementationTimeline as en } from "@/content/i18n/en/implementation-timeline";

export const implementationTimeline: Messages<typeof en> = {};
