import { act, month } from "@/content/implementation/schema";

/** Phase 2 Expansion (6 months): skills, agri-processing, women's groups, wider learning. */
export const phase2Months = [
  month("2026-04", "phase2", [
    act("skills1", 4, ["skills1.1", "skills1.2"]),
    act("afterSchool", 2, ["afterSchool.1", "afterSchool.2"]),
  ]),
  month("2026-05", "phase2", [
    act("farmerGroup", 2, ["farmerGroup.1", "farmerGroup.2"]),
    act("specialists", 2, ["specialists.1"]),
  ]),
  month("2026-06", "phase2", [
    act("shg", 3, ["shg.1", "shg.2"]),
    act("monsoon1", 2, ["monsoon1.1", "monsoon1.2"]),
  ]),
  month("2026-07", "phase2", [
    act("agriEquipment", 6, ["agriEquipment.1", "agriEquipment.2"]),
    act("healthLiteracy", 1, ["healthLiteracy.1"]),
  ]),
  month("2026-08", "phase2", [
    act("skills2", 4, ["skills2.1", "skills2.2"]),
    act("adultLearning", 2, ["adultLearning.1"]),
  ]),
  month("2026-09", "phase2", [
    act("hubPrepared", 5, ["hubPrepared.1", "hubPrepared.2"]),
    act("review2", 2, ["review2.1", "review2.2"]),
  ]),
];
