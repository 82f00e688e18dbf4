// Writes a made-up set of the programme team's files (the columns of content/villages/pilot/actuals/), for tests
// and the bench only: never content. The same arguments always give the same files.
//
//   node scripts/ledger-fixture.mjs <dir>                 eight months into Phase 1 (e2e fixture)
//   node scripts/ledger-fixture.mjs <dir> --large         three years in: 20,000 expense rows and
//                                                         5,000 funds rows (the bench's ledger)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A small deterministic random source (mulberry32), so that the files never change. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Days from `from` to `to` (YYYY-MM-DD), both included. */
function days(from, to) {
  const out = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    out.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return out;
}
/** Rupees in Indian grouping, as a spreadsheet may save them: 1,50,000. */
function indian(n) {
  const s = String(n);
  if (s.length <= 3) return s;
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${head},${s.slice(-3)}`;
}
const quote = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

const SETS = {
  /** Eight months of work, October 2025 to May 2026, in four categories. */
  phase1: {
    asOf: "2026-05-31",
    stage: "Implementation",
    from: "2025-10-01",
    expenses: 300,
    funds: 40,
    categories: {
      "Starlink Infrastructure": 30_00_000,
      "Telemedicine Setup": 18_00_000,
      "Water Infrastructure": 8_00_000,
      "Solar Power System": 12_00_000,
    },
    fundSources: ["csr", "individual", "grant"],
    measurements: [
      ["digital", "2026-03-31", "32", "Household survey, March 2026"],
      ["health", "2026-04-30", "35", "Telemedicine centre register"],
    ],
    milestones: [
      ["installInternet", "2025-12-20", "Installation report IR-12, signed by the gram panchayat"],
      ["openTelemedicine", "2026-02-10", "https://example.org/telemedicine-opening"],
      ["commissionPumps", "2026-03-15", "Commissioning certificate from the block engineer"],
    ],
  },
  /** Three years of a busy ledger in all six categories. */
  large: {
    asOf: "2027-12-31",
    stage: "Implementation",
    from: "2025-10-01",
    expenses: 20_000,
    funds: 5_000,
    categories: {
      "Starlink Infrastructure": 45_00_000,
      "Solar Power System": 32_00_000,
      "Telemedicine Setup": 28_00_000,
      "AI Education Lab": 18_00_000,
      "Water Infrastructure": 12_00_000,
      "Skills Training": 18_00_000,
    },
    fundSources: ["individual", "csr", "grant", "government", "other"],
    measurements: [
      ["literacy", "2026-06-30", "66", "Learning assessment"],
      ["literacy", "2027-06-30", "84", "Learning assessment"],
      ["digital", "2026-03-31", "45", "Household survey"],
      ["health", "2026-09-30", "70", "Telemedicine centre register"],
    ],
    milestones: [
      ["installInternet", "2025-12-20", "Installation report"],
      ["commissionPumps", "2026-02-15", "Commissioning certificate"],
      ["openTelemedicine", "2026-01-10", "Opening register"],
      ["startDigitalClasses", "2026-03-01", "Class register"],
    ],
  },
};

const WHAT = [
  "Equipment",
  "Installation labour",
  "Transport",
  "Cables and fittings",
  "Training, two days",
  "Maintenance visit",
];
const PAYEES = [
  "Raipur Electricals",
  "",
  "Block Supply Co.",
  "Village cooperative",
  "Sharma Transport",
];
const DONORS = ["", "", "", "Asha Verma", "", "Raipur Rotary Club", ""];

export function writeLedger(dir, name) {
  const set = SETS[name];
  const rand = random(name === "large" ? 7 : 29);
  const calendar = days(set.from, set.asOf);
  const categories = Object.keys(set.categories);
  mkdirSync(dir, { recursive: true });

  // Each category's spending is spread over the rows that fall to it, staying inside its budget.
  const rows = [];
  categories.forEach((category, c) => {
    const count =
      Math.floor(set.expenses / categories.length) + (c < set.expenses % categories.length ? 1 : 0);
    const budget = set.categories[category];
    const average = Math.floor((budget * 0.8) / count);
    for (let i = 0; i < count; i += 1) {
      const date = calendar[Math.floor(rand() * calendar.length)];
      const amount = Math.max(100, Math.floor(average * (0.5 + rand())));
      rows.push({ date, category, amount, c, i });
    }
  });
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.c - b.c));
  const expenses = ["date,category,amount,description,payee,receipt,verified"];
  rows.forEach((r, n) => {
    // Recent receipts are still coming in or being checked; old ones are all checked but a few.
    const recent = r.date >= calendar[calendar.length - 45];
    const hasReceipt = !recent || rand() > 0.3;
    const verified = hasReceipt && (recent ? rand() > 0.5 : rand() > 0.02);
    const amount = n % 3 === 0 ? `"${indian(r.amount)}"` : String(r.amount);
    expenses.push(
      [
        r.date,
        r.category,
        amount,
        quote(`${WHAT[n % WHAT.length]}, ${r.category.toLowerCase()}`),
        PAYEES[n % PAYEES.length],
        hasReceipt ? `R-${r.date.slice(0, 4)}-${String(n + 1).padStart(5, "0")}` : "",
        verified ? "yes" : "no",
      ].join(","),
    );
  });
  // The eight-month set also holds a person's honorarium (whose name is never published) and a
  // correction of an April bill: a reversal and the right amount, each naming the receipt.
  if (name === "phase1") {
    expenses[0] += ",payee_type,corrects,reason";
    expenses.push(
      '2026-05-20,Telemedicine Setup,6000,"Honorarium, trainer of the health workers\' two-day course",Meena Sahu,R-2026-00301,yes,person',
      '2026-05-30,Water Infrastructure,"-9,294","Cables and fittings, water infrastructure",Raipur Electricals,R-2026-00256,yes,,R-2026-00256,"Amount typed wrong: the bill is for 2,994"',
      '2026-05-30,Water Infrastructure,"2,994","Cables and fittings, water infrastructure",Raipur Electricals,R-2026-00256,yes,,R-2026-00256,"The right amount, from the bill"',
    );
  }
  writeFileSync(join(dir, "expenses.csv"), `${expenses.join("\r\n")}\r\n`);

  const funds = ["date,amount,source,donor"];
  for (let i = 0; i < set.funds; i += 1) {
    const date = calendar[Math.floor((i / set.funds) * calendar.length)];
    const source = set.fundSources[i % set.fundSources.length];
    const amount =
      source === "individual"
        ? 1000 * (1 + Math.floor(rand() * 50))
        : 50_000 * (1 + Math.floor(rand() * 8));
    funds.push([date, amount, source, DONORS[i % DONORS.length]].join(","));
  }
  writeFileSync(join(dir, "funds.csv"), `${funds.join("\n")}\n`);
  writeFileSync(
    join(dir, "measurements.csv"),
    `${["kpi,date,value,source", ...set.measurements.map((m) => m.map(quote).join(","))].join("\n")}\n`,
  );
  writeFileSync(
    join(dir, "milestones.csv"),
    `${["milestone,achieved,evidence", ...set.milestones.map((m) => m.map(quote).join(","))].join("\n")}\n`,
  );
  writeFileSync(
    join(dir, "status.json"),
    `${JSON.stringify({ asOf: set.asOf, stage: set.stage }, null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, flag] = process.argv.slice(2);
  if (!dir) {
    console.error("Usage: node scripts/ledger-fixture.mjs <dir> [--large]");
    process.exit(2);
  }
  writeLedger(dir, flag === "--large" ? "large" : "phase1");
  console.log(`Wrote the ${flag === "--large" ? "large" : "eight-month"} ledger to ${dir}`);
}
