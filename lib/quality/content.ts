import { z } from "zod";
import { contentModules, type ContentModule } from "@/content/registry";
import { makeCheck, shareScore, type CheckResult } from "./types";

/** One module: each registered export re-parsed against its schema, now, not just at build time. */
export function contentModuleCheck(module: ContentModule): CheckResult {
  const names = Object.keys(module.schemas);
  const problems: string[] = [];
  for (const name of names) {
    if (!(name in module.namespace)) {
      problems.push(`${name}: not exported`);
      continue;
    }
    const result = z.safeParse(module.schemas[name]!, module.namespace[name]);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
      problems.push(`${name}${where}: ${issue?.message ?? "invalid"}`);
    }
  }
  const test = `${module.file} matches its schema`;
  if (problems.length === 0) {
    return makeCheck({
      category: "Content",
      test,
      status: "pass",
      details: `${names.length} export${names.length === 1 ? "" : "s"} valid: ${names.join(", ")}.`,
      critical: true,
    });
  }
  return makeCheck({
    category: "Content",
    test,
    status: "fail",
    score: shareScore(names.length - problems.length, names.length),
    details: `${problems.length} of ${names.length} exports invalid: ${problems.join("; ")}.`,
    critical: true,
    fix: `Fix ${module.file}: ${problems.join("; ")}.`,
  });
}

export function contentChecks(modules: readonly ContentModule[] = contentModules): CheckResult[] {
  return modules.map(contentModuleCheck);
}
