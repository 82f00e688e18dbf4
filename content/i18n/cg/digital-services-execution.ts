import type { Messages } from "@/content/i18n/types";
import type { digitalServicesExecution as en } from "@/content/i18n/en/digital-services-execution";

export const digitalServicesExecution: Messages<typeof en> = {};
