import { summaryMarkdown, type SummaryInput } from "./summary";
import type { Figures } from "./figures";

const figures: Figures = {
  asOf: "2026-01-31",
  stage: "Implementation",
  raised: 150000,
  spent: 0,
  byCategory: [{ id: "solar", spent: 0 }],
  verified: 0,
  payments: 0,
  verifiedPercent: 0,
  closedMonths: ["2025-10"],
  actuals: {
    status: { asOf: "2026-01-31", stage: "Implementation" },
    expenses: [],
    funds: [],
    measurements: [],
    milestones: [],
  } as unknown as Figures["actuals"],
};
const input: SummaryInput = {
  nowFrom: "the files at origin/main",
  next: figures,
  problems: [],
  warnings: [],
  pushed: false,
  categoryName: () => "Solar Power System",
  root: "/repo",
};

describe("the job summary", () => {
  it("links a failed check to the guide on GitHub when it knows where it is", () => {
    const url = "https://github.com/o/r/blob/abc/docs/updating-the-figures.md";
    const failed = { ...input, next: undefined, problems: ["/repo/x.csv:2: bad. Fix it."] };
    expect(summaryMarkdown({ ...failed, guideUrl: url })).toContain(
      `(how: [the guide for updating the figures](${url})):`,
    );
    expect(summaryMarkdown(failed)).toContain("(how: `docs/updating-the-figures.md`):");
  });

  it("lists each warning in plain words, with the team's text escaped", () => {
    const md = summaryMarkdown({
      ...input,
      warnings: [
        "/repo/content/villages/pilot/actuals/expenses.csv:5: payee *Acme* | <b>x</b> appears twice.",
      ],
    });
    expect(md).toContain("### Warnings: 1");
    expect(md).toContain(
      "- `content/villages/pilot/actuals/expenses.csv` line 5: payee \\*Acme\\* \\| \\<b\\>x\\</b\\> appears twice.",
    );
  });

  it("says that GitHub marks only ten warnings on their lines, and lists all", () => {
    const warnings = Array.from(
      { length: 11 },
      (_, i) => `/repo/content/villages/pilot/actuals/funds.csv:${i + 2}: w.`,
    );
    const md = summaryMarkdown({ ...input, warnings });
    expect(md).toContain("- `content/villages/pilot/actuals/funds.csv` line 12: w.");
    expect(md).toContain(
      "marks the first 10 warnings on their lines (GitHub shows no more); all 11",
    );
  });

  it("says when the published files could not be read, and shows what the change would publish", () => {
    const md = summaryMarkdown({
      ...input,
      nowFrom: "git could not read content/villages/pilot/actuals/ at main",
    });
    expect(md).toContain(
      'There is nothing to compare with: git could not read content/villages/pilot/actuals/ at main. "?" marks what is not known.',
    );
    expect(md).toContain("| Raised | ? | ₹1,50,000 |  |");
    expect(md).toContain("| Months closed | ? | Oct 2025 |  |");
  });

  it("speaks of a merged change after a push to main", () => {
    expect(summaryMarkdown({ ...input, pushed: true })).toContain(
      "## What the site will publish now that this change is merged",
    );
  });
});
