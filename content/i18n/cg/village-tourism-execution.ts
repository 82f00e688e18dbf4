import type { Messages } from "@/content/i18n/types";
import type { villageTourismExecution as en } from "@/content/i18n/en/village-tourism-execution";

export const villageTourismExecution: Messages<typeof en> = {};
