import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";

const pageIds = readdirSync(new URL("components/pages", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What every view may not import (issue 42): see the components block below. */
const viewPaths = [
  { name: "next/link", message: "Use SiteLink from @/components/site-link." },
  {
    name: "@/lib/programme",
    importNames: [
      "getPilot",
      "getVillage",
      "listVillages",
      "readEveryVillage",
      "mapEveryVillage",
      "villagesUnderReview",
      "getNationalSummary",
    ],
    message: "A view shows the village its page gives it (ViewProps), not one it looks up itself.",
  },
];
const viewPatterns = [
  {
    // The rules below name content/ by its alias; a relative path to it would slip past them.
    regex: "^(\\.\\.?/)+content(/|$)",
    message: "Import content/ as @/content/…, so that the rules on what a view may read apply.",
  },
  {
    // The pilot's files and the figure walk's names for them; the ledger's readers
    // and pure functions (read, derive, public-history, ...) stay open.
    regex: "^@/content/ledger(/(index|load))?$",
    allowTypeImports: true,
    message:
      "A view takes the village's ledger from its page (ViewProps, lib/page.tsx), not the pilot's by name.",
  },
];

/**
 * What a page's part may import from content/ besides types: functions of what they are given,
 * id lists and enums (see the components block below). Three read the plan's own lists besides:
 * disagreementsOf (the specification's figures given more than one way, which every page notes
 * beside the reading it shows; the same for every village), and milestoneTallyOf and
 * kpisMeasuredOf, which count by the plan's milestone and KPI ids.
 */
const partImports = {
  dashboard: [
    "currentPhase",
    "familiesHelpedOf",
    "moneyState",
    "phaseById",
    "phaseProgressSummary",
    "projectCompletion",
    "statusCounts",
  ],
  education: ["maxAge"],
  "engagement/shared": ["programmeContactOf"],
  "engagement/ways": ["wayNowSteps"],
  "execution/schema": ["roadmapStatus"],
  "execution/village-tourism": ["packageRevenueAtCapacity"],
  "figures/disagreements": ["disagreementsOf"],
  "figures/measures": ["measureAliases"],
  "figures/plan-model/items": ["phase1MeasureOf"],
  "funders/codes": ["registrationIds"],
  "funders/csr": ["csrCategoriesOf"],
  "home/hero": ["assetIds", "challengeIds"],
  "home/plan": ["capabilityIds", "replicationSteps"],
  implementation: ["withPlanStatus"],
  investment: ["moreFamilies", "shownProfiles"],
  journey: ["engagementLevelIds"],
  kpis: ["kpisMeasuredOf"],
  "kpis-data": ["kpiDataLabelId"],
  "ledger/public-history": ["correctionsOf", "digestsOf"],
  risks: ["riskLevels", "severity"],
  timeline: ["milestoneTallyOf"],
  "timeline-quarters": ["quarterStatus"],
  transparency: ["auditCheckStatus", "hubStateOf", "monthlyExpensesOf", "receiptTotalsOf"],
  vision: ["DAY_ANCHOR"],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Internal links go through <SiteLink>, which prefetches a page only on the visitor's intent.
    // The villages' folders are read by the data boundary alone (issue 42): everything else is given
    // a village's snapshot, or its ledger, by lib/programme.
    ignores: ["components/site-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use SiteLink from @/components/site-link." },
            {
              name: "@/lib/programme/folders",
              message:
                "The villages' folders are read by lib/programme alone: take a village's snapshot from it (getVillage, getPilot) or the ledger you are given.",
            },
            {
              name: "@/content/village-folder",
              message:
                "The villages' folders are read by lib/programme alone: take a village's snapshot from it (getVillage, getPilot) or the ledger you are given.",
            },
          ],
        },
      ],
    },
  },
  {
    // The boundary itself, and the check of every folder (scripts/check-data.mjs).
    files: ["lib/programme/**", "scripts/**", "content/village-folder.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use SiteLink from @/components/site-link." }] },
      ],
    },
  },
  {
    // Views take the village's figures from their page (issue 42): definePage hands each view its
    // village from lib/programme, and the view hands its parts what they show. (Later blocks for
    // the same files replace this rule, so components/ui's keeps these paths too.)
    files: ["components/**"],
    ignores: ["components/site-link.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: viewPaths, patterns: viewPatterns }],
    },
  },
  {
    // A page's parts take what they show from the page (issue 42): each page's folder's index.tsx
    // is the page, which reads content/ and hands its parts the figures and items they show, as
    // vercel/commerce's product page calls getProduct. A part may take from content/ its types and
    // the pure functions, id lists and enums below, never a figure or a list of content items.
    files: ["components/**"],
    ignores: [
      "components/pages/*/index.tsx",
      "components/site-link.tsx",
      // The error screen carries its own words in three languages: it replaces the root layout,
      // where the request's language and the server's messages are not there to read.
      "components/chrome/error-screen.tsx",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...viewPaths,
            {
              name: "@/lib/programme-span",
              importNames: ["programmeSpan"],
              message: "A part words the span its page gives it: spanWords(lang, span).",
            },
          ],
          patterns: [
            ...viewPatterns,
            {
              regex: `^@/content/(?!(${Object.keys(partImports).join("|")})$)`,
              allowTypeImports: true,
              message:
                "A part shows what its page gives it: read content in the page (components/pages/<page>/index.tsx) and pass it down as props.",
            },
            ...Object.entries(partImports).map(([module, names]) => ({
              regex: `^@/content/${module}$`,
              allowImportNames: names,
              allowTypeImports: true,
              message: `From @/content/${module} a part takes only ${names.join(", ")} (pure functions, ids and enums) and types: take figures and items from the page.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The templates of every village (/villages, /villages/<slug> and its pages) show the village
    // they are given and nothing of the pilot's content: from content/ they may take pure
    // functions of a plan or ledger, id lists and types, never a figure.
    files: [
      "components/village/**",
      "components/pages/villages/**",
      "components/pages/village/**",
      "components/pages/village-accounts/**",
      "components/pages/village-progress/**",
      "components/pages/village-figures/**",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: viewPaths,
          patterns: [
            ...viewPatterns,
            {
              regex:
                "^@/content/(?!ledger/(ids|derive|payees)$|budget-categories$|budget$|village-schema$)",
              allowTypeImports: true,
              message:
                "A village's template shows the village its page gives it: take the figure from the props, or pass it down from lib/page.tsx.",
            },
            {
              regex: "^@/content/budget-categories$",
              allowImportNames: ["budgetCategoriesOf", "categoriesOf"],
              allowTypeImports: true,
              message: "From the budget categories, a template takes only the functions of a plan.",
            },
            {
              regex: "^@/content/budget$",
              allowImportNames: ["monthsInSpan", "quarterOf", "quarterMonths"],
              allowTypeImports: true,
              message:
                "From the budget, a template takes only the month functions: the figures are the pilot's.",
            },
          ],
        },
      ],
    },
  },
  {
    // Primitives take what they show (issue 42): none reads the programme's content, its data
    // boundary or the messages. A view that does lives outside components/ui (components/programme).
    files: ["components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use SiteLink from @/components/site-link." },
            {
              name: "@/lib/messages",
              message: "A primitive takes its words as props: translate in the view that uses it.",
            },
            {
              name: "@/lib/programme",
              message: "A primitive takes its data as props: read the programme in the view.",
            },
          ],
          patterns: [
            viewPatterns[0],
            {
              group: ["@/content/*", "@/content/**"],
              allowTypeImports: true,
              message:
                "A primitive takes its data as props: read content in the view that uses it.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page's folder is its own: what two pages share lives in components/, lib/ or content/.
    files: ["components/pages/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: pageIds.map((id) => ({
            target: `./components/pages/${id}`,
            from: "./components/pages",
            except: [`./${id}`],
            message: "Move what pages share to components/, lib/ or content/.",
          })),
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-ab/**",
    ".next-fixture/**",
    ".next-ledger-*/**",
    ".next-villages-*/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "bench/.floor/**",
    "next-env.d.ts",
  ]),
]);
