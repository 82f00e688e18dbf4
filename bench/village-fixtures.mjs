// Writes N made-up villages' folders (content/villages/<slug>/'s shape), for the bench only: never
// content. Each has the pilot's plan, a generated name in three languages, a state and district
// from a short list, and a year of the team's files (October 2025 to September 2026: about ten
// expenses a month with receipts, a few gifts of funds, measurements and milestones). The same
// arguments always give the same folders.
//
//   node bench/village-fixtures.mjs <dir> <count>
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { random } from "../scripts/ledger-fixture.mjs";

// Name parts, each in English and Devanagari (Hindi and Chhattisgarhi write them alike).
const HEADS = [
  ["Ram", "राम"],
  ["Sita", "सीता"],
  ["Nag", "नाग"],
  ["Chandra", "चंद्र"],
  ["Kesh", "केश"],
  ["Bhan", "भान"],
  ["Dev", "देव"],
  ["Har", "हर"],
  ["Lakh", "लख"],
  ["Sona", "सोना"],
  ["Kusum", "कुसुम"],
  ["Amar", "अमर"],
];
const TAILS = [
  ["pur", "पुर"],
  ["nagar", "नगर"],
  ["gaon", "गाँव"],
  ["khedi", "खेड़ी"],
  ["para", "पारा"],
  ["dih", "डीह"],
  ["tola", "टोला"],
];
const PLACES = [
  ["Chhattisgarh", "छत्तीसगढ़", ["Bastar", "बस्तर"], ["Raipur", "रायपुर"], ["Bilaspur", "बिलासपुर"]],
  ["Madhya Pradesh", "मध्य प्रदेश", ["Mandla", "मंडला"], ["Dindori", "डिंडोरी"]],
  ["Jharkhand", "झारखंड", ["Gumla", "गुमला"], ["Ranchi", "रांची"]],
  ["Odisha", "ओडिशा", ["Koraput", "कोरापुट"], ["Kalahandi", "कालाहांडी"]],
];
const words = (en, hi) => ({ en, hi, cg: hi });

// The pilot's plan starts in October 2025: its categories start in these months (plan.json's
// quarters), and a category is spent on from then.
const CATEGORIES = [
  ["Starlink Infrastructure", "2025-10"],
  ["Telemedicine Setup", "2025-10"],
  ["Water Infrastructure", "2025-10"],
  ["Solar Power System", "2026-01"],
  ["AI Education Lab", "2026-01"],
  ["Skills Training", "2026-04"],
];
const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const m = 9 + i; // October 2025 is month index 9 of 2025
  return `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
});
const AS_OF = "2026-09-30";
const WHAT = ["Equipment", "Installation labour", "Transport", "Cables and fittings", "Training"];
const PAYEES = ["Raipur Electricals", "Block Supply Co.", "Village cooperative", ""];

/** The slug of the i-th village (from 1), in folder order as the directory sorts them. */
export const villageSlug = (i, name) => `${name.toLowerCase()}-${String(i).padStart(6, "0")}`;

/** One village's folder, `<dir>/<slug>/`, written from its index alone. */
export function writeVillage(root, i, pilotPlan) {
  const rand = random(1000 + i);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const [headEn, headHi] = pick(HEADS);
  const [tailEn, tailHi] = pick(TAILS);
  const [stateEn, stateHi, ...districts] = pick(PLACES);
  const [districtEn, districtHi] = pick(districts);
  const name = `${headEn}${tailEn}`;
  const slug = villageSlug(i, name);
  const dir = join(root, slug);
  const actuals = join(dir, "actuals");
  mkdirSync(actuals, { recursive: true });

  const total = 400 + Math.floor(rand() * 2600);
  const households = Math.floor(total / (4.5 + rand()));
  const share = (p) => Math.floor(total * p);
  const percent = (lo, hi) => lo + Math.floor(rand() * (hi - lo));
  const village = {
    name: words(name, `${headHi}${tailHi}`),
    district: words(districtEn, districtHi),
    state: words(stateEn, stateHi),
    facts: {
      population: {
        total,
        households,
        children: share(0.3),
        schoolAge: share(0.23),
        preSchool: share(0.07),
        adults: share(0.6),
        seniors: share(0.1),
      },
      literacy: { overall: percent(45, 75), male: percent(55, 85), female: percent(35, 65) },
      economic: {
        averageMonthlyIncome: 5000 + 500 * Math.floor(rand() * 10),
        primaryOccupation: "Agriculture",
        farmingHouseholds: Math.floor(households * 0.6),
        farmers: Math.floor(households * 0.8),
        agricultureDependencePercent: percent(60, 90),
        unemploymentPercent: percent(20, 50),
        womenAtLeast: share(0.45),
      },
      infrastructure: {
        internetPercent: percent(0, 15),
        reliableElectricityPercent: percent(30, 70),
        cleanWaterPercent: percent(20, 60),
      },
    },
  };
  writeFileSync(join(dir, "village.json"), `${JSON.stringify(village, null, 2)}\n`);
  copyFileSync(pilotPlan, join(dir, "plan.json"));

  // About ten expenses a month, in the categories already started, each with its receipt; the
  // last month's are not all checked yet.
  const expenses = ["date,category,amount,description,payee,receipt,verified"];
  let spent = 0;
  let n = 0;
  for (const month of MONTHS) {
    const open = CATEGORIES.filter(([, from]) => from <= month);
    const rows = 8 + Math.floor(rand() * 5);
    const days = Array.from({ length: rows }, () => 1 + Math.floor(rand() * 28)).sort(
      (a, b) => a - b,
    );
    for (const day of days) {
      n += 1;
      const [category] = pick(open);
      const amount = 5000 + Math.floor(rand() * 60_000);
      spent += amount;
      const verified = month === MONTHS.at(-1) ? rand() > 0.5 : true;
      expenses.push(
        [
          `${month}-${String(day).padStart(2, "0")}`,
          category,
          amount,
          `"${WHAT[n % WHAT.length]}, ${category.toLowerCase()}"`,
          PAYEES[n % PAYEES.length],
          `R-${String(i).padStart(6, "0")}-${String(n).padStart(4, "0")}`,
          verified ? "yes" : "no",
        ].join(","),
      );
    }
  }
  writeFileSync(join(actuals, "expenses.csv"), `${expenses.join("\n")}\n`);

  // A few gifts a year, together a little more than was spent.
  const gifts = 4 + Math.floor(rand() * 4);
  const funds = ["date,amount,source,donor"];
  for (let g = 0; g < gifts; g += 1) {
    const month = MONTHS[Math.floor((g / gifts) * MONTHS.length)];
    const amount = Math.ceil((spent * 1.1) / gifts / 1000) * 1000;
    funds.push([`${month}-05`, amount, pick(["csr", "grant", "government"]), ""].join(","));
  }
  writeFileSync(join(actuals, "funds.csv"), `${funds.join("\n")}\n`);

  const measurements = [
    "kpi,date,value,source",
    `digital,2026-03-31,${percent(15, 40)},"Household survey, March 2026"`,
    `literacy,2026-06-30,${percent(50, 80)},Learning assessment`,
    `health,2026-09-15,${percent(25, 60)},Telemedicine centre register`,
  ];
  writeFileSync(join(actuals, "measurements.csv"), `${measurements.join("\n")}\n`);
  const milestones = [
    "milestone,achieved,evidence",
    "installInternet,2025-12-18,Installation report",
    "openTelemedicine,2026-02-10,Opening register",
    ...(rand() > 0.5 ? ["commissionPumps,2026-03-20,Commissioning certificate"] : []),
  ];
  writeFileSync(join(actuals, "milestones.csv"), `${milestones.join("\n")}\n`);
  writeFileSync(
    join(actuals, "status.json"),
    `${JSON.stringify({ asOf: AS_OF, stage: "Implementation" }, null, 2)}\n`,
  );
  return slug;
}

/** Writes `count` villages into `root`; returns their slugs in order. */
export function writeVillages(root, count, pilotPlan = "content/villages/pilot/plan.json") {
  mkdirSync(root, { recursive: true });
  return Array.from({ length: count }, (_, i) => writeVillage(root, i + 1, pilotPlan));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count] = process.argv.slice(2);
  if (!dir || !(Number(count) > 0)) {
    console.error("Usage: node bench/village-fixtures.mjs <dir> <count>");
    process.exit(2);
  }
  writeVillages(dir, Number(count));
  console.log(`Wrote ${count} villages to ${dir}`);
}
