import {
  categoriesWithinBudget,
  fundsCoverSpending,
  ledgerChecks,
  realLedger,
  receiptsReconcile,
  receiptsVerifiedInTime,
  spendingReconciles,
  type LedgerInput,
} from "@/lib/quality/ledger";

/** A small ledger whose figures all agree: two categories, two months. */
function ledger(): LedgerInput {
  return {
    asOf: "2026-05-31",
    expenses: [
      { date: "2026-04-10", category: "solar", amount: 60_000, receipt: "R1", verified: true },
      { date: "2026-05-20", category: "solar", amount: 40_000, receipt: "R2", verified: false },
      { date: "2026-05-25", category: "water", amount: 10_000, receipt: "", verified: false },
    ],
    funds: [{ amount: 1_00_000 }, { amount: 50_000 }],
    categories: [
      {
        id: "solar",
        category: "Solar Power System",
        budgeted: 1_00_000,
        spent: 1_00_000,
        receipts: 2,
        verified: 1,
      },
      {
        id: "water",
        category: "Water Infrastructure",
        budgeted: 50_000,
        spent: 10_000,
        receipts: 0,
        verified: 0,
      },
    ],
    months: [
      { month: "2026-04", expenses: 60_000, receipts: 1, verified: 1 },
      { month: "2026-05", expenses: 50_000, receipts: 1, verified: 0 },
    ],
    spent: 1_10_000,
    raised: 1_50_000,
  };
}

describe("the ledger's checks", () => {
  it("all pass on a ledger that reconciles, and on the site's own files", () => {
    expect(ledgerChecks(ledger()).map((c) => c.status)).toEqual([
      "pass",
      "pass",
      "pass",
      "pass",
      "pass",
    ]);
    expect(ledgerChecks(realLedger).map((c) => c.status)).toEqual([
      "pass",
      "pass",
      "pass",
      "pass",
      "pass",
    ]);
  });

  it("spending fails when a category, the monthly table or the total shown differs from the rows", () => {
    const input = ledger();
    expect(spendingReconciles({ ...input, spent: 1_00_000 }).status).toBe("fail");
    const months = [...input.months];
    months[1] = { ...months[1]!, expenses: 40_000 };
    const check = spendingReconciles({ ...input, months });
    expect(check).toMatchObject({ status: "fail", critical: true });
    expect(check.details).toContain("monthly table ₹1,00,000");
  });

  it("receipts fail when the categories' counts differ from the rows", () => {
    const input = ledger();
    const categories = input.categories.map((c) => ({ ...c, verified: c.verified + 1 }));
    expect(receiptsReconcile({ ...input, categories })).toMatchObject({
      status: "fail",
      critical: true,
    });
  });

  it("funds: a warning when spending is ahead of the funds, a failure when the total shown is wrong", () => {
    const input = ledger();
    const ahead = fundsCoverSpending({ ...input, funds: [{ amount: 1_00_000 }], raised: 1_00_000 });
    expect(ahead.status).toBe("warning");
    expect(ahead.details).toContain("₹10,000 more than received");
    expect(fundsCoverSpending({ ...input, raised: 0 })).toMatchObject({
      status: "fail",
      critical: true,
    });
  });

  it("a category spent beyond its budget is a warning naming it", () => {
    const input = ledger();
    const categories = input.categories.map((c) =>
      c.id === "solar" ? { ...c, budgeted: 90_000 } : c,
    );
    const check = categoriesWithinBudget({ ...input, categories });
    expect(check).toMatchObject({ status: "warning", critical: false });
    expect(check.details).toBe("Solar Power System: ₹1,00,000 of ₹90,000, ₹10,000 over.");
  });

  it("a receipt unverified 60 days after its expense is a warning; 60 days is still in time", () => {
    const input = ledger();
    // 2026-04-01 to 2026-05-31 is 60 days: in time.
    const inTime = [
      { date: "2026-04-01", category: "water", amount: 5, receipt: "R9", verified: false },
    ];
    expect(receiptsVerifiedInTime({ ...input, expenses: inTime }).status).toBe("pass");
    const late = [
      { date: "2026-03-31", category: "water", amount: 5, receipt: "R9", verified: false },
    ];
    const check = receiptsVerifiedInTime({ ...input, expenses: late });
    expect(check.status).toBe("warning");
    expect(check.details).toContain("1 of 1 expenses are older than 60 days on 31 May 2026");
  });
});
