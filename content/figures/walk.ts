// Not in the content registry: the figure walk and the lists it checks the content against.
/**
 * The figure walk: every number that the content modules export, with where it sits, so a test
 * can hold each against the others that measure the same thing (content/figures/measures.ts).
 */

export interface Leaf {
  /** The content module, e.g. "content/kpis.ts". */
  file: string;
  /** Where in the module, e.g. "kpis[0].target". */
  path: string;
  value: number;
  /** The `id` (or `key`, `phase`, `group`) of the nearest item that has one, e.g. "literacy". */
  id?: string;
}

/** The fields an item names itself by, in the order they are looked for. */
const idFields = ["id", "key", "phase", "group"] as const;

function idOf(value: object): string | undefined {
  const named = value as Partial<Record<(typeof idFields)[number], unknown>>;
  for (const field of idFields) {
    const id = named[field];
    if (typeof id === "string") return id;
  }
  return undefined;
}

/** Every finite number under each export of the modules, functions and cycles skipped. */
export function walkFigures(
  modules: readonly { file: string; namespace: Readonly<Record<string, unknown>> }[],
): Leaf[] {
  const leaves: Leaf[] = [];
  for (const { file, namespace } of modules) {
    const seen = new Set<object>();
    const visit = (value: unknown, path: string, id: string | undefined) => {
      if (typeof value === "number") {
        if (Number.isFinite(value)) leaves.push({ file, path, value, id });
        return;
      }
      if (value === null || typeof value !== "object" || seen.has(value)) return;
      seen.add(value);
      const here = Array.isArray(value) ? id : (idOf(value) ?? id);
      if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`, here));
      else for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`, here);
    };
    for (const [name, value] of Object.entries(namespace)) visit(value, name, undefined);
  }
  return leaves;
}

const escape = (s: string) => s.replace(/[.+?^${}()|\\]/g, "\\$&");

/** A rule's path as a pattern: `[*]` any index, `*` anything (within the path). */
function pathPattern(glob: string): RegExp {
  const source = escape(glob)
    .replace(/\[\*\]/g, "\\[\\d+\\]")
    .replace(/\*/g, ".*")
    .replace(/\[/g, "\\[")
    .replace(/\\\\\[/g, "\\[");
  return new RegExp(`^${source}$`);
}

export interface Measured extends Leaf {
  /** What the figure measures, or null: a figure shown in one place only. */
  measure: string | null;
}

/**
 * Each leaf with its measure from the first rule that matches; a leaf no rule matches is
 * returned in `unclassified`, for the test to name.
 */
export function classify(
  leaves: readonly Leaf[],
  rules: readonly (readonly [string, string, string | null])[],
  aliases: Readonly<Record<string, string>> = {},
): { measured: Measured[]; unclassified: Leaf[] } {
  const compiled = rules.map(([file, path, measure]) => ({
    file: pathPattern(file),
    path: pathPattern(path),
    measure,
  }));
  const measured: Measured[] = [];
  const unclassified: Leaf[] = [];
  for (const leaf of leaves) {
    const rule = compiled.find((r) => r.file.test(leaf.file) && r.path.test(leaf.path));
    if (!rule) {
      unclassified.push(leaf);
      continue;
    }
    const page = leaf.file.replace(/^.*\//, "").replace(/\.ts$/, "");
    const named = rule.measure?.replace("{id}", leaf.id ?? "{id}").replace("{page}", page) ?? null;
    measured.push({ ...leaf, measure: named === null ? null : (aliases[named] ?? named) });
  }
  return { measured, unclassified };
}

/** Measures whose figures differ, each with its distinct values and the leaves giving them. */
export function differingMeasures(measured: readonly Measured[]): Map<string, Measured[]> {
  const byMeasure = new Map<string, Measured[]>();
  for (const leaf of measured) {
    if (leaf.measure === null) continue;
    byMeasure.set(leaf.measure, [...(byMeasure.get(leaf.measure) ?? []), leaf]);
  }
  return new Map(
    [...byMeasure].filter(([, leaves]) => new Set(leaves.map((l) => l.value)).size > 1),
  );
}
