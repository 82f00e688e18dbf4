import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { publishedFiles } from "./published";

describe("the files the site publishes now", () => {
  const root = process.cwd();

  it("are the team's files at PUBLISHED_REF, byte for byte, in a folder of their own", () => {
    const published = publishedFiles(root, { PUBLISHED_REF: "HEAD" });
    if (!published.dir) throw new Error(published.why);
    try {
      expect(published.from).toBe("the files at HEAD");
      const committed = execFileSync("git", [
        "show",
        "HEAD:content/villages/pilot/actuals/expenses.csv",
      ]);
      expect(readFileSync(join(published.dir, "expenses.csv")).equals(committed)).toBe(true);
    } finally {
      rmSync(published.dir, { recursive: true, force: true });
    }
  });

  it("are the folder PUBLISHED_ACTUALS_DIR names, when it is set", () => {
    expect(publishedFiles(root, { PUBLISHED_ACTUALS_DIR: "/srv/actuals" })).toEqual({
      dir: "/srv/actuals",
      from: "the folder /srv/actuals",
    });
  });

  it("say plainly that they could not be read when git has no such commit", () => {
    expect(publishedFiles(root, { PUBLISHED_REF: "no-such-branch" })).toEqual({
      why: "git could not read content/villages/pilot/actuals/ at no-such-branch",
    });
  });
});
