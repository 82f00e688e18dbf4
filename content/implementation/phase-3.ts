import { act, month } from "@/content/implementation/schema";
import { village } from "@/content/village";

const { households } = village.population;

/** Phase 3 Completion (15 months): enterprise, tourism, leadership and handover to the village. */
export const phase3Months = [
  month("2026-10", "phase3", [
    act(
      "Digital services hub opens",
      3,
      ["Hub open six days a week", "Local youth running it"],
      "Low early demand",
      "Services promoted at the weekly market",
    ),
  ]),
  month("2026-11", "phase3", [
    act(
      "First processed products to market",
      3,
      ["Packaged products on sale", "Sales recorded by channel"],
      "Prices lower than expected",
      "Several sales channels so no single buyer sets the price",
    ),
  ]),
  month("2026-12", "phase3", [
    act(
      "Household digital fluency check",
      2,
      [`Digital fluency measured in all ${households} households`],
      "Households left behind",
      "Home visits for families who need more help",
    ),
  ]),
  month("2027-01", "phase3", [
    act(
      "Village tourism preparation",
      3,
      ["Homestays and local guides trained", "Visitor packages priced"],
      "Visitors do not come",
      "Packages tested with small groups first",
    ),
  ]),
  month("2027-02", "phase3", [
    act(
      "Skills training cohort 3",
      3,
      ["Third cohort enrolled", "Graduates from cohorts 1-2 mentor new trainees"],
      "Trainer turnover",
      "Local graduates trained as trainers",
    ),
  ]),
  month("2027-03", "phase3", [
    act(
      "Mid-phase review",
      2,
      ["KPIs and spending reviewed", "Plan for the rest of 2027 published"],
      "Targets slipping",
      "Resources moved to the lagging KPIs",
    ),
  ]),
  month("2027-04", "phase3", [
    act(
      "Community leadership programme",
      2,
      ["Village leaders trained to run the services", "Youth and women in the leadership group"],
      "Leadership limited to a few people",
      "Seats reserved for women and young people",
    ),
  ]),
  month("2027-05", "phase3", [
    act(
      "Pre-monsoon maintenance",
      2,
      ["All equipment serviced", "Spares stocked"],
      "Storm damage",
      "Insurance and a repair fund",
    ),
  ]),
  month("2027-06", "phase3", [
    act(
      "Online bookings for village tourism",
      2,
      ["Booking page and payment options live"],
      "Fraudulent bookings",
      "Advance payments through verified channels only",
    ),
  ]),
  month("2027-07", "phase3", [
    act(
      "Support for women-led enterprises",
      2,
      ["Small enterprises given bookkeeping and marketing help"],
      "Enterprises fail in the first year",
      "Mentoring and a shared sales channel",
    ),
  ]),
  month("2027-08", "phase3", [
    act(
      "Equipment health check and replacements",
      2,
      ["Worn parts replaced", "Maintenance log handed to local operators"],
      "Hidden wear causes outages",
      "Preventive checks on a fixed schedule",
    ),
  ]),
  month("2027-09", "phase3", [
    act(
      "Local operators take over day-to-day running",
      3,
      ["Operators paid from service income", "Running costs covered locally"],
      "Income does not cover running costs",
      "Tariffs reviewed with the village committee",
    ),
  ]),
  month("2027-10", "phase3", [
    act(
      "Handover to the village committee",
      2,
      ["Committee runs the internet, health and learning services"],
      "Committee lacks skills",
      "Months of shadowing before handover",
    ),
  ]),
  month("2027-11", "phase3", [
    act(
      "Final household survey",
      2,
      [`All ${households} households surveyed again`],
      "Survey bias",
      "Same questions and method as the baseline survey",
    ),
  ]),
  month("2027-12", "phase3", [
    act(
      "Final review and replication playbook",
      2,
      ["Results published against the baseline", "Playbook for other villages written"],
      "Results overstated",
      "Figures published with the raw survey counts",
    ),
  ]),
];
