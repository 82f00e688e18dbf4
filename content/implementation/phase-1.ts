import { act, month } from "@/content/implementation/schema";

/** Phase 1 Foundation (6 months): connectivity, water, telemedicine, solar, AI lab, digital literacy. */
export const phase1Months = [
  month("2025-10", "phase1", [
    act("survey", 2, ["survey.1", "survey.2"]),
    act("kits", 8, ["kits.1", "kits.2"]),
  ]),
  month("2025-11", "phase1", [
    act("internet", 20, ["internet.1", "internet.2"]),
    act("waterWorks", 6, ["waterWorks.1", "waterWorks.2"]),
  ]),
  month("2025-12", "phase1", [
    act("telemedicineCentre", 12, ["telemedicineCentre.1", "telemedicineCentre.2"]),
    act("waterDone", 6, ["waterDone.1", "waterDone.2"]),
  ]),
  month("2026-01", "phase1", [
    act("solarPumps", 12, ["solarPumps.1", "solarPumps.2"]),
    act("aiLab", 8, ["aiLab.1", "aiLab.2"]),
  ]),
  month("2026-02", "phase1", [
    act("solarGrid", 10, ["solarGrid.1", "solarGrid.2"]),
    act("literacy", 3, ["literacy.1", "literacy.2"]),
  ]),
  month("2026-03", "phase1", [
    act("telemedicineOpens", 4, ["telemedicineOpens.1", "telemedicineOpens.2"]),
    act("review1", 2, ["review1.1", "review1.2"]),
  ]),
];
