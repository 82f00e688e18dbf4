import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { riskText } from "../components/risk/risk-text";
import { advisorySeats } from "../content/advisory";
import { leaders, testimonials } from "../content/community";
import { cg, en, hi } from "../content/i18n";
import { messageFile } from "../content/i18n/files";
import { investmentTiers, INITIAL_AMOUNT } from "../content/investment";
import { riskFigures, riskIds } from "../content/risks";
import { htmlLang, prefixedLanguages, type Lang } from "../lib/i18n";
import { translator, type MessageKey } from "../lib/messages";
import { routes, type RouteId } from "../lib/routes";
import { expectNoProblems } from "./support/report";
import { problemsWithoutJavaScript } from "./support/no-js";
import { localized, primaryPages } from "./support/site";
import { mainText } from "./support/text";
import { settle, watchPage } from "./support/watch";
import {
  comparableMessages,
  compareWithEnglish,
  keysShown,
  westernGrouping,
} from "./support/translation";

/**
 * Every page of the route table in Hindi and Chhattisgarhi, against the same page in English, all
 * from the dictionaries (content/i18n/): `<html lang>`, the main heading is the page's title in the
 * language, the tabs carry the translated names of the English tabs (the first one open), every
 * message the English page shows is shown translated and no English message is left (the English
 * page, in turn, shows every message of its own dictionary the translated page shows), no message
 * key is shown in place of its text, and Hindi and Chhattisgarhi group figures the Indian way
 * (1,00,000). The few sentences below are spelled out so that a figure or date formatted for the
 * language is seen as a reader sees it. Aliases render their primary's page: routes.spec.ts checks them.
 *
 * The pages are read as the server sends them, with JavaScript off, and each must read fully so:
 * its heading, the navigation, every tab panel and heading shown, nothing invisible until a script
 * runs, no button that could only do nothing (support/no-js.ts), and no console error or failed
 * request (support/watch.ts). The sweep (sweep.spec.ts) checks the same pages with JavaScript.
 */

const dictionaries = { en, hi, cg } as const;
const messages = { hi: comparableMessages(en, hi), cg: comparableMessages(en, cg) };

/** The keys of a page's own messages (content/i18n/en/<id>.json, or the files of its folder). */
function ownKeys(id: RouteId): Set<string> {
  return new Set(Object.keys(messageFile("en", id)));
}

/** What a reader sees, per page and language, with the page's figures and dates filled in. */
const sentences: Partial<Record<RouteId, Record<"hi" | "cg", string[]>>> = {
  "our-plan": {
    hi: [
      "लक्ष्य: 3-18 साल के 540 विद्यार्थियों में 100% साक्षरता।",
      "बुनियादी टेलीमेडिसिन और सोलर पंप चरण 1 में (अक्टूबर 2025 - मार्च 2026)।",
    ],
    cg: [
      "लक्ष्य: 3-18 बछर के 540 पढ़इया मन बर 100% पढ़ई-लिखई।",
      "सुरुआती टेलीमेडिसिन अउ सोलर पंप चरन 1 म (अक्टूबर 2025 - मार्च 2026)।",
    ],
  },
  dashboard: {
    hi: [
      "स्कूल, स्वास्थ्य केंद्र और हुनर केंद्र के लिए 15 kW का सोलर ग्रिड।",
      "2026 की दूसरी तिमाही",
      "मुख्य पेशाखेती",
    ],
    cg: [
      "इहाँ के 15 कारीगर मन बर डिज़ाइन, पैकेजिंग अउ ऑनलाइन बिक्री।",
      "2026 के दूसर तिमाही",
      "मुख्य काम-धंधाखेती",
    ],
  },
  transparency: {
    hi: [
      "हर घर सैटेलाइट नेटवर्क पर, जबकि आज 0% घर जुड़े हैं।",
      "31 मार्च 2026 के बाद",
      "नवंबर 2025",
      "2025 की चौथी तिमाही",
    ],
    cg: [
      "हर घर सैटेलाइट नेटवर्क म, जबकि आज 0% घर जुड़े हवय।",
      "31 मार्च 2026 के बाद",
      "नवंबर 2025",
      "2025 के चौथा तिमाही",
    ],
  },
  "expert-advisory": { hi: ["2025 की चौथी तिमाही"], cg: ["2025 के चौथा तिमाही"] },
  "risk-management": {
    hi: ["पैसा देर से आए या ₹1.63 करोड़ की योजना से कम पड़ जाए"],
    cg: ["पइसा देरी ले आय या ₹1.63 करोड़ के योजना ले कम पर जाय"],
  },
  "partnership-ecosystem": {
    hi: ["50 गाँवों वाला ज़िला चरण, या उसका बड़ा हिस्सा।"],
    cg: ["50 गाँव वाले जिला के चरन, या ओकर बड़का हिस्सा।"],
  },
  scaling: { hi: ["साल 1-3 (अक्टूबर 2025 - दिसंबर 2027)"], cg: ["बछर 1-3 (अक्टूबर 2025 - दिसंबर 2027)"] },
  "implementation-timeline": {
    hi: [
      "सभी 342 घरों का सर्वे",
      "10% आरक्षित कोष से पैसा सिर्फ़ कारण प्रकाशित करके ही लिया जाएगा",
      "पैसा देर से आए या ₹1.63 करोड़ की योजना से कम पड़ जाए",
    ],
    cg: [
      "जम्मो 342 घर के सर्वे",
      "10% बचत कोस ले पइसा सिरिफ कारन छाप के ही ले जाही",
      "पइसा देरी ले आय या ₹1.63 करोड़ के योजना ले कम पर जाय",
    ],
  },
  evidence: {
    hi: [
      "पुरुष 67%, महिलाएँ 49%",
      "खेती करने वाले 200 घर, 270 किसान",
      "गाँव के सभी 342 घरों के आँकड़े, घर-घर जाकर",
    ],
    cg: [
      "आदमी 67%, माईलोगन 49%",
      "खेती करइया 200 घर, 270 किसान",
      "गाँव के सबो 342 घर के आँकड़ा, घर-घर जाके",
    ],
  },
  community: { hi: ["गाँव के सभी 1,077 वयस्कों के लिए खुली"], cg: ["गाँव के सबो 1,077 बड़े मन बर खुल्ला"] },
  impact: {
    hi: ["बैटरी के साथ सोलर ग्रिड (15 kW)", "2025 की चौथी तिमाही"],
    cg: ["बैटरी संग सोलर ग्रिड (15 kW)", "2025 के चौथा तिमाही"],
  },
  engagement: {
    hi: ["गाँव के 200+ बड़े (योजना के अनुसार), साथ में स्वयंसेवक मददगार", "डिजिटल सेवा केंद्र के 40 युवा"],
    cg: ["गाँव के 200+ बड़े मनखे (योजना के मुताबिक), संग म सेवा करइया मददगार", "डिजिटल सेवा केंद्र के 40 नवजवान"],
  },
  education: {
    hi: ["8 साल की उम्र तक अपनी मातृभाषा में आसान वाक्य पढ़ लेते हैं", "100% के लक्ष्य के मुक़ाबले साक्षरता की जाँच"],
    cg: ["8 बछर के उमर तक अपन महतारी भाखा म सरल वाक्य पढ़ लेथें", "100% के लक्ष्य के हिसाब ले पढ़े-लिखे के जाँच"],
  },
  timeline: {
    hi: [
      "सभी 342 घरों का शुरुआती सर्वे",
      "540 बच्चे एआई लैब में छत्तीसगढ़ी, हिंदी और अंग्रेज़ी में अपनी रफ़्तार से सीखेंगे।",
    ],
    cg: [
      "जम्मो 342 घर के सुरुआती सर्वे",
      "540 लइका मन एआई लैब म छत्तीसगढ़ी, हिंदी अउ अंगरेजी म अपन चाल ले सीखहीं।",
    ],
  },
  "starlink-impact": { hi: ["शुरुआत से पहले, 2025", "जून 2026 तक"], cg: ["सुरुआत ले पहिली, 2025"] },
  "telemedicine-impact": {
    hi: ["डॉक्टर तक 50 किमी का सफ़र", "+80 अंक"],
    cg: ["डाक्टर तक 50 किमी के रद्दा"],
  },
  "solar-power-impact": { hi: ["जनवरी - जून 2024"], cg: ["अप्रैल - जून 2025"] },
  "digital-services-execution": {
    hi: ["सभी 40 युवाओं का प्रशिक्षण पूरा", "हर लेन-देन पर ₹10-₹50"],
    cg: ["सबो 40 नवजवान के सिखई पूरा", "हर लेन-देन म ₹10-₹50"],
  },
  "agri-processing-execution": {
    hi: ["रोज़ 2 टन", "एक महीने में ₹10 लाख की कमाई"],
    cg: ["रोज 2 टन", "एक महीना म ₹10 लाख के कमई"],
  },
  "village-tourism-execution": { hi: ["हर साल 1,200 पर्यटक"], cg: ["हर बछर 1,200 सैलानी"] },
};

type Check = (page: Page, lang: Lang) => Promise<string[]>;

/** Illustrative voices keep their badge in every language. */
const badges =
  (scope: string, key: MessageKey, count: number): Check =>
  async (page, lang) => {
    const found = await page
      .locator(scope)
      .getByText(translator(lang)(key), { exact: true })
      .count();
    return found === count ? [] : [`${count} "${key}" badges expected in ${scope}, found ${found}`];
  };

/** What a page shows beyond its text, checked in English too, on the same load. */
const beyondText: Partial<Record<RouteId, Check>> = {
  community: badges("main", "community.badge.illustrative", leaders.length + testimonials.length),
  "telemedicine-impact": badges("#stories", "impact-pages.story.badge", 3),
  "solar-power-impact": badges("#stories", "impact-pages.story.badge", 3),
  "ai-lab-impact": badges("#stories", "impact-pages.story.badge", 3),
  "expert-advisory": async (page, lang) => {
    // Each seat's card lists its own review items.
    const t = translator(lang);
    const seat = advisorySeats[0]!;
    const card = page.locator("#seats li", {
      has: page.getByRole("heading", {
        level: 3,
        name: t(`expert-advisory.seat.${seat.id}` as MessageKey),
      }),
    });
    const items = seat.reviews.map((_, i) =>
      t(`expert-advisory.seat.${seat.id}.review.${i + 1}` as MessageKey),
    );
    await expect(card.locator("ul li")).toHaveText(items);
    return [];
  },
  "risk-management": async (page, lang) => {
    // Every risk as a row of the register and as a link of the matrix, named and titled by it.
    const t = translator(lang);
    const main = page.getByRole("main");
    const register = main.getByRole("table", { name: t("risk-management.table.title") });
    const matrix = main.getByRole("table", { name: t("risk-management.matrix.title") });
    for (const id of riskIds) {
      const risk = riskText(t, lang, id, "risk", riskFigures);
      const row = register.getByRole("row").filter({ hasText: risk });
      await expect(row).toContainText(riskText(t, lang, id, "mitigation", riskFigures));
      await expect(row).toContainText(riskText(t, lang, id, "contingency", riskFigures));
      await expect(
        matrix.getByRole("link", { name: `${id}: ${risk}`, exact: true }),
      ).toHaveAttribute("title", risk);
    }
    return [];
  },
};

/**
 * The investment journey's next steps, which only its script draws: the families of the tier it
 * opens with, then the phases.
 */
const journeySteps: Check = async (page, lang) => {
  const t = translator(lang);
  const journey = page.locator("#journey");
  await journey.getByRole("button", { name: t("investment.button.continue") }).click();
  await expect(
    page.getByRole("heading", { level: 3, name: t("investment.step2.title") }),
  ).toBeVisible();
  const families = await mainText(page);
  const tier = investmentTiers.find((x) => x.amount === INITIAL_AMOUNT)!;
  const keys = (Object.keys(messageFile("en", "investment/families")) as MessageKey[]).filter(
    (key) =>
      tier.familyProfiles.slice(0, 3).some((p) => key.startsWith(`investment.family.${p.id}.`)),
  );
  await journey.getByRole("button", { name: t("investment.button.proceed") }).click();
  await expect(
    page.getByRole("heading", { level: 3, name: t("investment.step3.title") }),
  ).toBeVisible();
  const phases = (["phase1", "phase2", "phase3"] as const).map((p) =>
    t(`investment.setup.phase.${p}`),
  );
  const setup = await mainText(page);
  return [
    ...keys.filter((key) => !families.includes(t(key))).map((key) => `step 2 lacks ${key}`),
    ...phases.filter((phase) => !setup.includes(phase)).map((phase) => `step 3 lacks "${phase}"`),
    ...(lang === "en" ? [] : compareWithEnglish(messages[lang], new Set(), "", families).problems),
  ];
};

interface Shown {
  main: string;
  /** The main text with a space between text nodes, so that figures side by side stay apart. */
  spaced: string;
  lang: string | null;
  h1: string;
  tabs: { name: string; selected: boolean }[];
  /** What is wrong with the page as a reader without JavaScript meets it (support/no-js.ts). */
  withoutJavaScript: string[];
}

/** Loads the page (without JavaScript, as this file's tests do) and reads what it shows. */
async function open(page: Page, url: string): Promise<Shown> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const target = primaryPages().find((p) => p.url === url)!;
  // The tab lists are in the markup, hidden while no script runs (every panel shows instead).
  const tabs = page.locator("[role=tab]");
  return {
    main: await mainText(page),
    spaced: await page.getByRole("main").evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
      return parts.join(" ");
    }),
    lang: await page.locator("html").getAttribute("lang"),
    h1: ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim(),
    tabs: await tabs.evaluateAll((all) =>
      all.map((tab) => ({
        name: (tab.textContent ?? "").trim(),
        selected: tab.getAttribute("aria-selected") === "true",
      })),
    ),
    withoutJavaScript: await problemsWithoutJavaScript(page, target),
  };
}

/** The checks every page passes in every language. */
function commonProblems(shown: Shown, lang: Lang, id: RouteId): string[] {
  const problems: string[] = [];
  const title = dictionaries[lang][`route.${id}.title`];
  if (shown.lang !== htmlLang[lang])
    problems.push(`<html lang="${shown.lang}">, not ${htmlLang[lang]}`);
  if (!shown.h1.startsWith(title))
    problems.push(`the heading "${shown.h1}" is not the title "${title}"`);
  problems.push(...shown.withoutJavaScript.map((p) => `without JavaScript: ${p}`));
  for (const key of keysShown(en, shown.main))
    problems.push(`the key ${key} is shown for its text`);
  // English writes some figures as the specification does (600,000 villages).
  if (lang === "en") return problems;
  for (const n of westernGrouping(shown.spaced))
    problems.push(`${n} is not grouped the Indian way`);
  return problems;
}

/** The translated tabs are the English ones, in order, by name, the first of each list open. */
function tabProblems(english: Shown["tabs"], local: Shown["tabs"], lang: Lang): string[] {
  const names = english.map(({ name }) => {
    const keys = (Object.keys(en) as MessageKey[]).filter((key) => en[key] === name);
    const plain = keys.map((key) => dictionaries[lang][key]);
    // A tab that counts its contents ("8 Core KPIs") is a message with the count as its argument.
    const count = Number(/\d+/.exec(name)?.[0]);
    if (Number.isNaN(count)) return plain;
    const counted = (Object.keys(en) as MessageKey[]).filter((key) => {
      if (!/^\{count, plural,/.test(en[key])) return false;
      try {
        return translator("en")(key, { count }) === name;
      } catch {
        return false; // a message that needs more than the count is not a tab's name
      }
    });
    return [...plain, ...counted.map((key) => translator(lang)(key, { count }))];
  });
  const problems: string[] = [];
  if (local.length !== english.length)
    problems.push(`${local.length} tabs, English has ${english.length}`);
  local.forEach((tab, i) => {
    if (!names[i]?.includes(tab.name))
      problems.push(`tab ${i + 1} is "${tab.name}", not one of ${JSON.stringify(names[i])}`);
    if (tab.selected !== english[i]?.selected)
      problems.push(`tab "${tab.name}" selected: ${tab.selected}`);
  });
  return problems;
}

test.describe("what the server sends", () => {
  // The text as the server sends it, every tab panel included: hydration must match it, and the
  // sweep fails a page on any hydration warning. Without scripts a page loads in a third of the time,
  // and this is the one load of each page without them.
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route.id} in Hindi and Chhattisgarhi, against English`, async ({ page, baseURL }) => {
      const own = ownKeys(route.id);
      const extra = beyondText[route.id];
      // Console errors, failed requests and blocked scripts, as on the sweep's loads.
      const watch = await watchPage(page, new URL(baseURL!).origin);
      watch.startLoad("en");
      const english = await open(page, route.path);
      const problems = commonProblems(english, "en", route.id).map((p) => `[en] ${p}`);
      if (extra) problems.push(...(await extra(page, "en")).map((p) => `[en] ${p}`));
      for (const lang of prefixedLanguages) {
        watch.startLoad(lang);
        const shown = await open(page, localized(route.path, `/${lang}`));
        const { compared, problems: found } = compareWithEnglish(
          messages[lang],
          own,
          english.main,
          shown.main,
        );
        // A page whose English matched nothing would pass without comparing anything.
        if (compared < 5) found.push(`only ${compared} messages compared with the English page`);
        found.push(
          ...commonProblems(shown, lang, route.id),
          ...tabProblems(english.tabs, shown.tabs, lang),
        );
        for (const sentence of sentences[route.id]?.[lang] ?? []) {
          if (!shown.main.includes(sentence)) found.push(`lacks "${sentence}"`);
        }
        if (extra) found.push(...(await extra(page, lang)));
        problems.push(...found.map((p) => `[${lang}] ${p}`));
      }
      problems.push(...watch.stop());
      expectNoProblems(problems, route.id);
    });
  }
});

test("the investment journey's later steps in Hindi and Chhattisgarhi, against English", async ({
  page,
}) => {
  // Every load starts as a first visit: the journey keeps its step.
  await page.addInitScript(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const problems: string[] = [];
  for (const lang of ["en", ...prefixedLanguages] as const) {
    const response = await page.goto(localized("/investment", lang === "en" ? "" : `/${lang}`));
    expect(response?.status()).toBe(200);
    await settle(page);
    problems.push(...(await journeySteps(page, lang)).map((p) => `[${lang}] ${p}`));
  }
  expectNoProblems(problems, "investment");
});
