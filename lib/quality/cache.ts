import { qualitySchedule } from "@/content/quality";

/**
 * How long a shared cache (a CDN) may keep a quality report: one audit cycle, as the report is
 * recomputed no more often. /quality-check's API section states it from here.
 */
export const REPORT_SHARED_CACHE_SECONDS = qualitySchedule.fullAuditMinutes * 60;

/** A browser asks again each time (no stale-while-revalidate: it would answer 'Run check' stale). */
export const REPORT_CACHE_CONTROL = `public, max-age=0, s-maxage=${REPORT_SHARED_CACHE_SECONDS}`;
