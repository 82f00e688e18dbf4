// Not in the content registry: the figure walk and the lists it checks the content against.
/**
 * What each number in the content measures. The figure walk (content/figures/walk.ts) reads every
 * number the content modules export; each must match one rule here, or the disagreement test
 * fails and names it. Numbers under one measure are the same figure: where they differ, the
 * disagreement list (content/figures/disagreements.ts) must say so.
 *
 * A rule is [module, path, measure]: a module gives its own in its `figureMeasures` export (the
 * file is then its own), and the rules below are those several modules share. In a path `[*]` is
 * any index and a trailing `*` anything after; in a measure `{id}` is the `id` (`key`, `phase`,
 * `group`) of the nearest item that has one, and `{page}` the module's file name ("ai-lab"). A
 * measure of `null` (`local`) is a figure shown in that one place only (a quarter's target, a
 * story's age, a setting of the site), which nothing else can contradict.
 */
export type MeasureRule = readonly [file: string, path: string, measure: string | null];

/**
 * Measures that different pages name differently: the home page's programme cards name their
 * figures by card ("programme.computers"), the impact pages by page ("ai-lab.workstations.target").
 * Each is the same figure as the measure it maps to.
 */
export const measureAliases: Readonly<Record<string, string>> = {
  "programme.speed": "plan.internetMbps",
  "programme.hotspots": "starlink.hotspots",
  "programme.uptime": "starlink.uptime",
  "programme.computers": "plan.computers",
  "programme.courses": "ai-lab.metric.courses",
  "programme.courses.to": "ai-lab.metric.courses.target",
  "programme.consultations": "telemedicine.metric.consultations.target",
  "programme.response": "telemedicine.metric.emergency",
  "programme.response.to": "telemedicine.metric.emergency.target",
  "programme.capacity": "plan.solarKw",
  "programme.lifespan": "solar.lifespan",
  "programme.electricity": "baseline.electricity",
  "programme.adults": "plan.adultsTrained",
  "programme.artisans": "plan.artisans",
  "programme.unemployment": "baseline.unemployment",
  "programme.income": "baseline.income",
  "programme.income.to": "income.target",
  "programme.growth": "income.growthPercent",
  "programme.households": "population.households",
  "ai-lab.workstations.target": "plan.computers",
  "solar.metric.capacity.target": "plan.solarKw",
  "solar.coverage": "solar.metric.coverage.target",
  "solar.cleanWater": "baseline.water",
  // The timeline's overview cards (content/timeline.ts overviewMetrics): the plan's own figures.
  "timeline.investment": "investment.total",
  "timeline.duration": "plan.months",
};

/** The measure of a figure shown in one place only, which nothing else can contradict. */
export const local = null;

/**
 * A content module's own rules, `[path, measure]`, in an export named `figureMeasures` beside the
 * numbers they describe: a module's rules are read before the shared ones below.
 */
export type FigureMeasures = readonly (readonly [path: string, measure: string | null])[];

/** Every module's own rules, with its file, in the registry's order. */
export function moduleMeasureRules(
  modules: readonly { file: string; namespace: Readonly<Record<string, unknown>> }[],
): MeasureRule[] {
  return modules.flatMap(({ file, namespace }) =>
    ((namespace.figureMeasures ?? []) as FigureMeasures).map(([path, measure]): MeasureRule => [
      file,
      path,
      measure,
    ]),
  );
}

/** The rules several modules share, by a file pattern: read after each module's own. */
export const measureRules: readonly MeasureRule[] = [
  ["content/implementation/*", "PLAN_ITEMS.adultsTrainedAtLeast", "plan.adultsTrained"],
  ["content/implementation/*", "PLAN_ITEMS.artisans", "plan.artisans"],
  ["content/implementation/*", "PLAN_ITEMS.computers", "plan.computers"],
  ["content/implementation/*", "PLAN_ITEMS.satelliteKits", "plan.kits"],
  ["content/implementation/*", "PLAN_ITEMS.solarKw", "plan.solarKw"],
  // Item by item, the monthly plan is added up in content/figures/sums.ts.
  ["content/implementation/*", "monthlyTimeline[*].activities[*].budget", local],
  ["content/implementation/phase-*", "phase*Months[*].activities[*].budget", local],
  ["content/impact-pages/*", "*_BUDGET.*", local],
  ["content/impact-pages/*", "metrics[*].current", "{page}.metric.{id}"],
  ["content/impact-pages/*", "metrics[*].target", "{page}.metric.{id}.target"],
  ["content/impact-pages/*", "metrics[*].baseline", "{page}.metric.{id}.baseline"],
  // Stories' ages, programme sizes, projections, savings and the pages' technical specifications
  // appear on their own page only.
  ["content/impact-pages/*", "*", local],
  ["content/execution/*", "*", local],
  ["content/engagement/*", "*", local],
  // The donor's options and the site's own settings.
  ["content/investment/*", "*", local],
];
