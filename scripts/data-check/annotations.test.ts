import { annotation, escapeData, escapeProperty, locate, workflowLines } from "./annotations";

describe("GitHub annotations of the checker's messages", () => {
  // The checker labels files from the working directory, as npm runs it: the repository's root.
  const root = process.cwd();

  it("points at the file, relative to the repository, and the line the message names", () => {
    expect(
      annotation(
        "error",
        'content/villages/pilot/actuals/expenses.csv:4: category "Solar" is wrong.',
        root,
      ),
    ).toBe(
      `::error file=content/villages/pilot/actuals/expenses.csv,line=4::category "Solar" is wrong.`,
    );
    expect(locate("content/villages/pilot/actuals/funds.csv:2: x", "/repo", "/repo")).toEqual({
      file: "content/villages/pilot/actuals/funds.csv",
      line: 2,
      text: "x",
    });
  });

  it("keeps a file outside the repository as its full path", () => {
    expect(locate("/tmp/a/funds.csv:3: y", "/repo", "/repo").file).toBe("/tmp/a/funds.csv");
  });

  it("escapes %, CR and LF in the message, and : and , in the file, as GitHub requires", () => {
    expect(escapeData("100% done\r\nnext")).toBe("100%25 done%0D%0Anext");
    expect(escapeProperty("a:b,c%")).toBe("a%3Ab%2Cc%25");
    expect(
      annotation("warning", "content/villages/pilot/actuals/a,b.csv:7: 50% off\nline two", root),
    ).toBe("::warning file=content/villages/pilot/actuals/a%2Cb.csv,line=7::50%25 off%0Aline two");
  });

  it("annotates a message without a file and line on the run itself", () => {
    expect(annotation("error", "the folder is missing", root)).toBe(
      "::error::the folder is missing",
    );
  });
});

describe("more problems than GitHub marks", () => {
  it("marks the first ten on their lines and prints the rest plainly, saying so", () => {
    const messages = Array.from(
      { length: 12 },
      (_, i) => `content/villages/pilot/actuals/funds.csv:${i + 2}: bad.`,
    );
    const lines = workflowLines("error", messages, process.cwd());
    expect(lines.filter((l) => l.startsWith("::error file="))).toHaveLength(10);
    expect(lines).toContain("error: content/villages/pilot/actuals/funds.csv:13: bad.");
    expect(lines.at(-1)).toBe(
      "GitHub marks 10 errors on their lines; the other 2 are above and in the job summary.",
    );
  });
});
