import { act, month } from "@/content/implementation/schema";

/** Phase 2 Expansion (6 months): skills, agri-processing, women's groups, wider learning. */
export const phase2Months = [
  month("2026-04", "phase2", [
    act(
      "Skills training cohort 1: digital marketing and remote work",
      4,
      ["First cohort of young adults enrolled", "Course in Hindi and Chhattisgarhi"],
      "Trainees drop out for farm work",
      "Classes timed around the farming calendar",
    ),
    act(
      "After-school personalised learning in the AI lab",
      2,
      ["Timetable for every school-age child", "Learning levels recorded at entry"],
      "Teachers unfamiliar with the software",
      "Hands-on teacher training before classes start",
    ),
  ]),
  month("2026-05", "phase2", [
    act(
      "Farmer group formed for agri-processing",
      2,
      ["Farmer producer group registered", "Crops and products for processing chosen"],
      "Too few farmers join",
      "Open meetings showing expected prices and costs",
    ),
    act(
      "Specialist tele-consultation days",
      2,
      ["Monthly specialist days for women, children and seniors"],
      "Specialist slots cancelled",
      "Back-up slots agreed with a second hospital",
    ),
  ]),
  month("2026-06", "phase2", [
    act(
      "Women's self-help groups: digital payments and online selling",
      3,
      ["Self-help groups trained in digital payments", "First products listed online"],
      "Family resistance to women's participation",
      "Sessions held in the village with family members invited",
    ),
    act(
      "Pre-monsoon maintenance of solar and network equipment",
      2,
      ["Mounts, cables and panels checked", "Surge protection tested"],
      "Storm damage in the monsoon",
      "Spares stocked before June; equipment insured",
    ),
  ]),
  month("2026-07", "phase2", [
    act(
      "Agri-processing equipment installed",
      6,
      ["Processing unit running trial batches", "Operators trained"],
      "Machinery delivery delayed by the monsoon",
      "Ordered in May with covered storage ready",
    ),
    act(
      "Health literacy sessions",
      1,
      ["Sessions on nutrition, hygiene and maternal health"],
      "Low attendance during sowing",
      "Short sessions after the evening meal",
    ),
  ]),
  month("2026-08", "phase2", [
    act(
      "Skills training cohort 2 and remote-work placements",
      4,
      ["Second cohort enrolled", "First trainees matched with remote work"],
      "Too few remote-work openings",
      "Placements sought through several platforms and employers",
    ),
    act(
      "Multilingual learning for adults",
      2,
      ["Evening classes in Hindi, Chhattisgarhi and English"],
      "Adults too busy to attend",
      "Short lessons on phones as well as in the lab",
    ),
  ]),
  month("2026-09", "phase2", [
    act(
      "Digital services hub prepared",
      5,
      ["Hub room equipped", "Services and prices agreed with the village"],
      "Hub not used",
      "Start with the services families ask for most",
    ),
    act(
      "Phase 2 review",
      2,
      ["KPIs measured against their milestones", "Spending reconciled and published"],
      "Budget overrun in Phase 2",
      "Drawn from the 10% contingency reserve only with a published reason",
    ),
  ]),
];
