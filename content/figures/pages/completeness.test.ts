import { auditFigures, realFigureAudit } from "@/content/figures/audit";
import { completenessCheck } from "@/lib/quality/disagreements";
import { walkUnaccounted } from "./shown-on";

// The quality report's completeness check reads the walk of the built pages too.
describe("The completeness check, fed by the walk of the pages", () => {
  const content = auditFigures(realFigureAudit);

  it("fails, critically, on a number the walk could not account for", () => {
    const check = completenessCheck(content, ["/hi/impact: unknown-reading 38 (plan-length)"]);
    expect(check).toMatchObject({ status: "fail", critical: true });
    expect(check.details).toBe("Not accounted for: /hi/impact: unknown-reading 38 (plan-length).");
  });

  it("passes while the last walk (content/figures/pages/shown-on.json) found nothing", () => {
    expect(walkUnaccounted()).toEqual([]);
    expect(completenessCheck(content)).toMatchObject({ status: "pass" });
  });
});
