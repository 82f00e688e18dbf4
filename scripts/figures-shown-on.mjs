// Writes content/figures/pages/shown-on.json, /figures' "Shown on" lists, from a walk of the
// built pages (npm run build first), and prints what the page audit found wrong, page by page.
// e2e/figures-walk.spec.ts fails while the committed file differs from a fresh walk.
import { writeFileSync } from "node:fs";
import { createJiti } from "jiti";
import { format, resolveConfig } from "prettier";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() }, jsx: true });
const { readBuiltPages } = await jiti.import("@/content/figures/pages/built-pages.ts");
const { walkSite, walkRecord } = await jiti.import("@/content/figures/pages/site-walk.ts");
const { shownOnFigures } = await jiti.import("@/content/figures/pages/shown-on.ts");

const built = readBuiltPages();
const audit = walkSite((url) => built.get(url));
const file = "content/figures/pages/shown-on.json";
// Written as Prettier writes it, so that format:check passes on the regenerated file.
const json = JSON.stringify(walkRecord(audit, shownOnFigures()));
writeFileSync(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
console.log(`${file}: written from ${built.size} built pages.`);
for (const p of audit.problems)
  console.log(
    `${p.url}: ${p.kind} ${p.number} ${p.entry ?? ""} (${p.where}${p.section ? ` #${p.section}` : ""}) "${p.text.trim().slice(0, 80)}"`,
  );
console.log(`${audit.problems.length} problems.`);
