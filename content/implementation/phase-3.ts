import { act, month } from "@/content/implementation/schema";

/** Phase 3 Completion (15 months): enterprise, tourism, leadership and handover to the village. */
export const phase3Months = [
  month("2026-10", "phase3", [act("hubOpens", 3, ["hubOpens.1", "hubOpens.2"])]),
  month("2026-11", "phase3", [act("firstProducts", 3, ["firstProducts.1", "firstProducts.2"])]),
  month("2026-12", "phase3", [act("fluencyCheck", 2, ["fluencyCheck.1"])]),
  month("2027-01", "phase3", [act("tourismPrep", 3, ["tourismPrep.1", "tourismPrep.2"])]),
  month("2027-02", "phase3", [act("skills3", 3, ["skills3.1", "skills3.2"])]),
  month("2027-03", "phase3", [act("midReview", 2, ["midReview.1", "midReview.2"])]),
  month("2027-04", "phase3", [act("leadership", 2, ["leadership.1", "leadership.2"])]),
  month("2027-05", "phase3", [act("monsoon2", 2, ["monsoon2.1", "monsoon2.2"])]),
  month("2027-06", "phase3", [act("tourismBookings", 2, ["tourismBookings.1"])]),
  month("2027-07", "phase3", [act("womenEnterprises", 2, ["womenEnterprises.1"])]),
  month("2027-08", "phase3", [act("equipmentCheck", 2, ["equipmentCheck.1", "equipmentCheck.2"])]),
  month("2027-09", "phase3", [act("operators", 3, ["operators.1", "operators.2"])]),
  month("2027-10", "phase3", [act("handover", 2, ["handover.1"])]),
  month("2027-11", "phase3", [act("finalSurvey", 2, ["finalSurvey.1"])]),
  month("2027-12", "phase3", [act("finalReview", 2, ["finalReview.1", "finalReview.2"])]),
];
