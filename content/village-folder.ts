// Not in the content registry: the reader and checks of a village's folder.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { problem, type Context } from "@/content/ledger/checks";
import { budgetCategoryIds, milestoneIds } from "@/content/ledger/ids";
import { dacPurposeCodes, scheduleVIIItems } from "@/content/funders/codes";
import {
  planFileSchema,
  SLUG,
  villageFileSchema,
  type PlanFile,
  type VillageFile,
} from "@/content/village-schema";
import { hasPath, lineOf, readJsonFile } from "@/content/ledger/json-text";
import { RESERVED_SLUGS } from "@/lib/village-paths";
import { readActuals, type Actuals } from "@/content/ledger/read";

/**
 * A village is a folder, content/villages/<slug>/ (issue 42):
 * - village.json: its name in three languages, state, district and baseline facts;
 * - plan.json: its plan's months, phases, budget categories and milestones;
 * - actuals/: the five files the programme team keeps, read and checked as the pilot's always were
 *   (content/ledger/read.ts).
 *
 * Every problem is one line, `file:line: what is wrong. What is allowed.`, as for the team's files.
 */

const VILLAGE_SHAPE =
  'It holds "name", "state" (each { "en": "…", "hi": "…", "cg": "…" }), "district" (the same, or null when not published) and "facts" (population, literacy, economic, infrastructure), as content/villages/pilot/village.json does.';
const PLAN_SHAPE = `It holds "start" and "end" (months such as "2025-10"), "launch" (a quarter such as "Q4 2025"), optionally "accountsFrom" (the first month its accounts show, when before "start"), three "phases" ({ "id": "phase1", "budget": rupees, "from": month, "to": month }), "budgetCategories" ({ "id", "budget", "starts", "dac", "scheduleVII" }, ids from ${budgetCategoryIds.join(", ")}; "dac" one of the purpose codes ${dacPurposeCodes.join(", ")}; "scheduleVII" one of the items ${scheduleVIIItems.join(", ")}) and "milestones" ({ "id", "phase" }, ids from ${milestoneIds.join(", ")}), as content/villages/pilot/plan.json does.`;

/** Reads one JSON file of a village folder against its schema; problems name file:line. */
function readJson<T>(
  ctx: Context,
  path: string,
  schema: z.ZodType<T>,
  shape: string,
): T | undefined {
  const file = readJsonFile(ctx, path, shape);
  if (!file) return undefined;
  const { text, json } = file;
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
    const path = issue.path.map(String);
    // The line of the deepest key the text names, for file:line.
    const key = keys[0] ?? [...path].reverse().find((k) => !/^\d+$/.test(k)) ?? "";
    const where = path.join(".");
    const what =
      issue.code === "unrecognized_keys"
        ? `"${keys.join('", "')}" is not a field this file has${where ? ` (in ${where})` : ""}`
        : !hasPath(json, issue.path)
          ? `"${where}" is missing`
          : issue.code === "custom"
            ? issue.message
            : issue.code === "invalid_type" && issue.expected === "number"
              ? `"${where}" must be a number without quotes or commas, such as 1200`
              : issue.code === "invalid_type" && issue.expected === "string"
                ? `"${where}" must be text in double quotes`
                : issue.code === "invalid_value"
                  ? `"${where}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`
                  : issue.code === "invalid_format"
                    ? `"${where}" is not written as this file writes it`
                    : `"${where}" is out of range (${issue.message.toLowerCase()})`;
    problem(ctx, key ? lineOf(text, key) : 1, what, shape);
  }
  return undefined;
}

/** A village as its folder gives it, checked. */
export interface VillageFolder {
  slug: string;
  village: VillageFile;
  plan: PlanFile;
  actuals: Actuals;
}

/**
 * Reads and checks one village's folder; `folder` is undefined when there is any problem.
 * `actualsDir` overrides where its team's files are read from (ACTUALS_DIR, for the pilot).
 */
export function readVillageFolder(
  dir: string,
  slug: string,
  label: (file: string) => string,
  actualsDir: string = join(dir, "actuals"),
): { problems: string[]; warnings: string[]; folder?: VillageFolder; village?: VillageFile } {
  const problems: string[] = [];
  const ctx = (file: string): Context => ({ problems, warnings: [], label: label(file) });
  if (!SLUG.test(slug) || (RESERVED_SLUGS as readonly string[]).includes(slug)) {
    problem(
      ctx(slug),
      1,
      `"${slug}" cannot be a village's folder name`,
      `Name it with small letters, digits and single dashes, such as new-village, and not ${RESERVED_SLUGS.join(" or ")}: it is the village's address on the site.`,
    );
  }
  const village = readJson(
    ctx("village.json"),
    join(dir, "village.json"),
    villageFileSchema,
    VILLAGE_SHAPE,
  );
  const plan = readJson(ctx("plan.json"), join(dir, "plan.json"), planFileSchema, PLAN_SHAPE);
  const files = readActuals(actualsDir, village?.facts.population.households);
  problems.push(...files.problems);
  if (problems.length > 0 || !village || !plan || !files.actuals) {
    return { problems, warnings: files.warnings, village };
  }
  return {
    problems,
    warnings: files.warnings,
    folder: { slug, village, plan, actuals: files.actuals },
  };
}

/** The village folders under `root`, by slug, in name order (the pilot is put first by its reader). */
export function villageSlugs(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}
