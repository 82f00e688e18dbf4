import { statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { actualsDir } from "@/content/ledger/read";
import { PILOT } from "@/lib/village-paths";
import { readVillageFolder, villageSlugs } from "@/content/village-folder";

// Where the villages' folders are, and reading them: every folder of content/villages/, and of the
// folder VILLAGES_DIR names when it is set (the e2e fixture's second village, the bench's
// thousands). The pilot's team files may be read from ACTUALS_DIR instead of its folder's
// actuals/ (the ledger tests' fixture builds, the bench).

export { PILOT } from "@/lib/village-paths";

/** Where the villages are read from: the folders of villages, the site's own first, and the pilot's team files. */
export interface Where {
  roots: string[];
  pilotActuals: string;
}

/** Where the villages are read from, as the environment says now. */
export function whereNow(): Where {
  const own = join(process.cwd(), "content", "villages");
  const extra = process.env.VILLAGES_DIR;
  return { roots: extra ? [own, resolve(extra)] : [own], pilotActuals: actualsDir() };
}

/** A path as the check names it: relative to the checkout when it is inside it. */
export function labelOf(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith("..") ? path : rel;
}

/** Where a village's folder is, or undefined when no root has one by that slug. */
export function folderOf(slug: string, where: Where = whereNow()): string | undefined {
  for (const root of where.roots) {
    const dir = join(/*turbopackIgnore: true*/ root, slug);
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return dir;
  }
  return undefined;
}

/** Every village's slug, across the roots, each once (the first root's folder wins), sorted. */
export function allSlugs(where: Where = whereNow()): string[] {
  return [...new Set(where.roots.flatMap(villageSlugs))].sort();
}

/** Reads and checks one village's folder (see content/village-folder.ts). */
export function readVillage(
  slug: string,
  where: Where = whereNow(),
): ReturnType<typeof readVillageFolder> | undefined {
  const dir = folderOf(slug, where);
  if (!dir) return undefined;
  return readVillageFolder(
    dir,
    slug,
    (file) => labelOf(join(/*turbopackIgnore: true*/ dir, file)),
    slug === PILOT ? where.pilotActuals : join(dir, "actuals"),
  );
}
