import type { Messages } from "@/content/i18n/types";
import type { agriProcessingExecution as en } from "@/content/i18n/en/agri-processing-execution";

export const agriProcessingExecution: Messages<typeof en> = {};
