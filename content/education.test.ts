import {
  AGE_RANGE,
  EDUCATION_INVESTMENT,
  LITERACY_TARGET,
  STUDENTS,
  ageGroups,
  roadmapOf,
  teachingMethods,
  totalStudents,
} from "@/content/education";
import { village } from "@/content/village";
import { LAKH } from "@/lib/format";
import { getPilot } from "@/lib/programme";

describe("education content", () => {
  it("states 540 students aged 3-18, a 100% target and ₹35 lakh", () => {
    expect(STUDENTS).toBe(540);
    expect(AGE_RANGE).toEqual({ min: 3, max: 18 });
    expect(LITERACY_TARGET).toBe(100);
    expect(EDUCATION_INVESTMENT).toBe(35 * LAKH);
  });

  it("has age groups of 180, 240 and 120 students summing to the village's 540 children", () => {
    expect(ageGroups.map((g) => g.students)).toEqual([180, 240, 120]);
    expect(totalStudents()).toBe(540);
    expect(totalStudents()).toBe(village.population.children);
  });

  it("starts literacy at 45%, 62% and 78%, each aiming at the target", () => {
    expect(ageGroups.map((g) => g.currentLiteracy)).toEqual([45, 62, 78]);
    for (const g of ageGroups) expect(g.targetLiteracy).toBe(LITERACY_TARGET);
  });

  it("has four teaching methods and three roadmap phases at 0%", () => {
    expect(teachingMethods).toHaveLength(4);
    expect(roadmapOf(getPilot().ledger).map((p) => p.progress)).toEqual([0, 0, 0]);
  });
});
