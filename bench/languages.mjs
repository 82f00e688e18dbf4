// Lighthouse on every budget page in English, Hindi and Chhattisgarhi, in interleaved rounds (each
// round visits every page in every language, the bare page first), so that a machine that slows
// down weighs on every language alike; and the budgets that hold each language against its
// English twin measured in the same rounds (issue 46).

export const LANGUAGES = [
  { code: "en", prefix: "" },
  { code: "hi", prefix: "/hi" },
  { code: "cg", prefix: "/cg" },
];

/** The page's path in a language: `/` is `/hi` in Hindi. */
export function inLanguage(path, { prefix }) {
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const scoreOf = (run, id) => Math.round((run.categories[id]?.score ?? 0) * 100);
export const auditOf = (run, id) => run.audits[id]?.numericValue ?? NaN;

/**
 * Runs Lighthouse (`lighthouse(url)`, the result's lhr) `rounds` times on every target, one
 * round after another. A run Lighthouse could
 * not measure (now and then headless Chrome reports no first paint: NO_FCP) is noted and repeated.
 * @param {(url: string) => Promise<any>} lighthouse
 * @param {{ key: string, url: string }[]} targets
 * @returns {Promise<Map<string, { runs: any[], failed: string[] }>>}
 */
export async function interleavedRuns(lighthouse, targets, rounds, log = console.log) {
  const results = new Map(targets.map((t) => [t.key, { runs: [], failed: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const { key, url } of targets) {
      const result = /** @type {{ runs: any[], failed: string[] }} */ (results.get(key));
      while (result.runs.length <= round) {
        const lhr = await lighthouse(url);
        const fcp = lhr.audits["first-contentful-paint"]?.numericValue;
        if (lhr.runtimeError || typeof fcp !== "number") {
          result.failed.push(lhr.runtimeError?.code ?? "NO_FCP");
          if (result.failed.length > rounds) {
            throw new Error(`Lighthouse could not measure ${url}: ${result.failed.join(", ")}`);
          }
          continue;
        }
        result.runs.push(lhr);
        log(`round ${round + 1}: ${key}: ${scoreOf(lhr, "performance")}`);
      }
    }
  }
  return results;
}

/**
 * The budgets of a Hindi or Chhattisgarhi page against its English twin, from the same rounds:
 * CLS ≤ 0.01 in every run, performance median ≥ English's − 3, LCP median ≤ English's + 150 ms.
 * @returns {[string, boolean][]}
 */
export function twinBudgets(label, runs, englishRuns) {
  const perf = (rs) => median(rs.map((r) => scoreOf(r, "performance")));
  const lcp = (rs) => Math.round(median(rs.map((r) => auditOf(r, "largest-contentful-paint"))));
  const shifts = runs.map((r) => auditOf(r, "cumulative-layout-shift"));
  return [
    [
      `${label}: CLS ≤ 0.01 in every run (${shifts.map((v) => v.toFixed(3)).join(" ")})`,
      shifts.every((v) => v <= 0.01),
    ],
    [
      `${label}: performance median ≥ its English twin's − 3 (${perf(runs)} against ${perf(englishRuns)})`,
      perf(runs) >= perf(englishRuns) - 3,
    ],
    [
      `${label}: LCP median ≤ its English twin's + 150 ms (${lcp(runs)} ms against ${lcp(englishRuns)} ms)`,
      lcp(runs) <= lcp(englishRuns) + 150,
    ],
  ];
}
