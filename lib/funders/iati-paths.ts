import { villagePath } from "@/lib/village-paths";

/**
 * The IATI files' addresses, without reading anything, so that proxy.ts can use them: the
 * programme's file, built with the pages, and each village's own activity, made on request.
 */
export const IATI_PATH = "/data/iati-activities.xml";
export const villageIatiPath = (slug: string) => `${villagePath(slug)}/data/iati-activity.xml`;

/** Whether a path is one of the IATI files. */
export const isIatiPath = (pathname: string) =>
  pathname === IATI_PATH || /^\/villages\/[^/]+\/data\/iati-activity\.xml$/.test(pathname);
