import { partnerRoleIds, partnerRoles, partnershipTiers } from "@/content/partnerships";
import { CRORE } from "@/lib/format";

describe("partnership content", () => {
  it("has the four tiers 10-50, 25-100, 50-200 and 100-500 crore", () => {
    expect(partnershipTiers.map((t) => [t.min / CRORE, t.max / CRORE])).toEqual([
      [10, 50],
      [25, 100],
      [50, 200],
      [100, 500],
    ]);
  });
  it("orders tiers from smallest to largest, by minimum and by maximum", () => {
    for (let i = 1; i < partnershipTiers.length; i++) {
      expect(partnershipTiers[i]!.min).toBeGreaterThan(partnershipTiers[i - 1]!.min);
      expect(partnershipTiers[i]!.max).toBeGreaterThan(partnershipTiers[i - 1]!.max);
    }
  });
  it("lists the six partner roles, with no named partner", () => {
    expect(partnerRoles.map((r) => r.id)).toEqual([...partnerRoleIds]);
    expect(partnerRoleIds).toEqual([
      "government",
      "csr",
      "technology",
      "healthcare",
      "academic",
      "community",
    ]);
  });
});
