import { expect, test } from "@playwright/test";
import { agriProducts, agriRoadmap, agriSalesChannels } from "../content/execution/agri-processing";
import { digitalRoadmap, digitalServices } from "../content/execution/digital-services";
import type { Unit } from "../content/execution/schema";
import {
  tourismPackages,
  tourismRevenueSplit,
  tourismRoadmap,
  tourismSeasons,
} from "../content/execution/village-tourism";
import { agriProcessingExecution as cgAgri } from "../content/i18n/cg/agri-processing-execution";
import { digitalServicesExecution as cgDigital } from "../content/i18n/cg/digital-services-execution";
import { villageTourismExecution as cgTourism } from "../content/i18n/cg/village-tourism-execution";
import { agriProcessingExecution as enAgri } from "../content/i18n/en/agri-processing-execution";
import { digitalServicesExecution as enDigital } from "../content/i18n/en/digital-services-execution";
import { villageTourismExecution as enTourism } from "../content/i18n/en/village-tourism-execution";
import { agriProcessingExecution as hiAgri } from "../content/i18n/hi/agri-processing-execution";
import { digitalServicesExecution as hiDigital } from "../content/i18n/hi/digital-services-execution";
import { villageTourismExecution as hiTourism } from "../content/i18n/hi/village-tourism-execution";
import { formatBudget, formatNumber, formatPercent, formatRupees } from "../lib/format";
import type { Lang } from "../lib/i18n";
import { interpolate } from "../lib/messages";
import { mainText } from "./support/text";

type Table = Readonly<Record<string, string>>;
type Vars = (lang: Lang) => Record<string, string>;

/** A figure as the page writes it in one language. */
function figure(n: number, unit: Unit, lang: Lang): string {
  if (unit === "rupees") return formatBudget(n, lang);
  if (unit === "percent") return formatPercent(n, lang);
  return formatNumber(n, lang);
}

type Line = string | { id: string; n: number; unit: Unit };

/** The figures each roadmap line quotes, by its key. */
function lineVars(id: string, roadmap: readonly { deliverables: Line[]; milestones: Line[] }[]) {
  const vars: Record<string, Vars> = {};
  for (const q of roadmap)
    for (const line of [...q.deliverables, ...q.milestones])
      if (typeof line !== "string")
        vars[`${id}.line.${line.id}`] = (lang) => ({ n: figure(line.n, line.unit, lang) });
  return vars;
}

/** The body copy that moved out of content/execution into each page's dictionaries. */
const pages = [
  {
    id: "digital-services-execution",
    tables: { en: enDigital as Table, hi: hiDigital as Table, cg: cgDigital as Table },
    vars: {
      ...lineVars("digital-services-execution", digitalRoadmap),
      ...Object.fromEntries(
        digitalServices.map((s) => [
          `digital-services-execution.service.${s.id}.pricing`,
          (lang: Lang) => ({
            from: formatRupees(s.pricing.from, lang),
            to: formatRupees(s.pricing.to, lang),
          }),
        ]),
      ),
    } as Record<string, Vars>,
    count: 5 * 2 + 22 + 10,
    english: "Hub room fitted out with workstations, printer and scanner",
    hi: [
      "केंद्र के कमरे में कंप्यूटर, प्रिंटर और स्कैनर लगाना",
      "सभी 40 युवाओं का प्रशिक्षण पूरा",
      "हर लेन-देन पर ₹10-₹50",
    ],
    cg: [
      "केंद्र के कुरिया म कंप्यूटर, प्रिंटर अउ स्कैनर लगाना",
      "सबो 40 नवजवान के सिखई पूरा",
      "हर लेन-देन म ₹10-₹50",
    ],
  },
  {
    id: "agri-processing-execution",
    tables: { en: enAgri as Table, hi: hiAgri as Table, cg: cgAgri as Table },
    vars: {
      ...lineVars("agri-processing-execution", agriRoadmap),
      ...Object.fromEntries(
        agriProducts.map((p) => [
          `agri-processing-execution.product.${p.id}.capacity`,
          (lang: Lang) => ({ n: formatNumber(p.capacity, lang) }),
        ]),
      ),
    } as Record<string, Vars>,
    count: 5 * 2 + agriSalesChannels.length + 20 + 7,
    english: "Land lease agreed with the gram panchayat",
    hi: ["ग्राम पंचायत से ज़मीन पट्टे पर लेने की सहमति", "रोज़ 2 टन", "एक महीने में ₹10 लाख की कमाई"],
    cg: ["ग्राम पंचायत ले भुइयाँ पट्टा म ले बर सहमति", "रोज 2 टन", "एक महीना म ₹10 लाख के कमई"],
  },
  {
    id: "village-tourism-execution",
    tables: { en: enTourism as Table, hi: hiTourism as Table, cg: cgTourism as Table },
    vars: lineVars("village-tourism-execution", tourismRoadmap),
    count:
      tourismPackages.flatMap((p) => p.highlights).length +
      tourismSeasons.length * 2 +
      tourismRevenueSplit.length +
      19 +
      8,
    english: "Homestay with a village family",
    hi: ["गाँव के परिवार के घर में ठहरना", "धान की रोपाई, हरेली और पोला के त्योहार", "हर साल 1,200 पर्यटक"],
    cg: ["गाँव के परिवार के घर म रुकना", "धान के रोपा, हरेली अउ पोरा तिहार", "हर बछर 1,200 सैलानी"],
  },
];

const MOVED = /\.(service|product|channel|highlight|season|stream|line|kpi)\./;

for (const plan of pages) {
  const keys = Object.keys(plan.tables.en).filter((key) => MOVED.test(key));
  /** A moved message as the page shows it in one language, its figures filled in. */
  const shown = (key: string, lang: Lang) =>
    interpolate(plan.tables[lang][key] ?? key, plan.vars[key]?.(lang));

  test.describe(`/${plan.id} in Hindi and Chhattisgarhi`, () => {
    test("the moved body copy is every service, product, package, season and roadmap line", () => {
      expect(keys).toHaveLength(plan.count);
    });

    for (const lang of ["hi", "cg"] as const) {
      test(`/${lang}/${plan.id} reads in its own language, with no English body copy`, async ({
        page,
      }) => {
        await page.goto(`/${lang}/${plan.id}`);
        const text = await mainText(page);
        for (const key of keys) {
          expect(text, key).toContain(shown(key, lang));
          expect(text, key).not.toContain(shown(key, "en"));
        }
        for (const sentence of plan[lang]) expect(text).toContain(sentence);
        await expect(page.getByRole("main").getByText(plan[lang][0]!)).toBeVisible();
      });
    }

    test(`/${plan.id} still shows the English body copy`, async ({ page }) => {
      await page.goto(`/${plan.id}`);
      const text = await mainText(page);
      for (const key of keys) expect(text, key).toContain(shown(key, "en"));
      await expect(page.getByRole("main").getByText(plan.english)).toBeVisible();
    });
  });
}
