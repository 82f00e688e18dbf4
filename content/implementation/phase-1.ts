import { PLAN_ITEMS } from "@/content/implementation/plan-items";
import { act, month } from "@/content/implementation/schema";
import { village } from "@/content/village";

const { households } = village.population;

/** Phase 1 Foundation (6 months): connectivity, water, telemedicine, solar, AI lab, digital literacy. */
export const phase1Months = [
  month("2025-10", "phase1", [
    act(
      "Household baseline survey and village programme committee",
      2,
      [
        `All ${households} households surveyed`,
        "Programme committee formed with the gram panchayat",
      ],
      "Families away for seasonal work are missed",
      "Evening and weekend visits by local volunteers speaking Chhattisgarhi",
    ),
    act(
      `Satellite internet kits ordered (${PLAN_ITEMS.satelliteKits} kits) and hotspot sites chosen`,
      8,
      [
        `${PLAN_ITEMS.satelliteKits} satellite internet kits ordered`,
        "Hotspot sites agreed with the community",
      ],
      "Equipment delivery delays",
      "Order at launch with delivery dates in the contract; an alternate authorised supplier lined up",
    ),
  ]),
  month("2025-11", "phase1", [
    act(
      "Satellite internet installed and village Wi-Fi network built",
      20,
      [
        "Terminals at the school, health centre and panchayat office",
        "Wi-Fi hotspots covering every hamlet",
      ],
      "Installation slowed by terrain or weather",
      "Installation booked for the dry season; a local technician trained alongside",
    ),
    act(
      "Water infrastructure: pump, storage tank and pipeline works",
      6,
      ["Tank site and pipeline route agreed in a gram sabha", "Civil works started"],
      "Disagreement over the tank site",
      "Site chosen openly in a gram sabha meeting",
    ),
  ]),
  month("2025-12", "phase1", [
    act(
      "Telemedicine centre fitted out and equipped",
      12,
      [
        "Consultation room, diagnostic kit and video link ready",
        "Tele-consultation agreement sought with hospitals",
      ],
      "Doctors unavailable at agreed hours",
      "Agreements with more than one hospital and a rota of doctors",
    ),
    act(
      "Water infrastructure completed",
      6,
      ["Clean water point in service", "Water committee trained in upkeep"],
      "Pump failure",
      "Spare parts kept in the village and a trained local mechanic",
    ),
  ]),
  month("2026-01", "phase1", [
    act(
      "Solar water pumps installed",
      12,
      ["Solar pumps irrigating farm plots", "Farmers trained to run and maintain them"],
      "Panel theft or damage",
      "Fenced sites, equipment insurance and a community watch",
    ),
    act(
      `AI education lab set up (${PLAN_ITEMS.computers} computers)`,
      8,
      [
        `${PLAN_ITEMS.computers} computers with learning software in Hindi, Chhattisgarhi and English`,
        "Two local lab assistants trained",
      ],
      "Power cuts interrupt classes",
      "The lab runs on the solar system with battery backup",
    ),
  ]),
  month("2026-02", "phase1", [
    act(
      `Solar grid (${PLAN_ITEMS.solarKw} kW) with battery storage`,
      10,
      [
        `${PLAN_ITEMS.solarKw} kW grid powering the school, health centre and lab`,
        "Battery backup for the evening hours",
      ],
      "Equipment prices rise",
      "Fixed-price quotation signed before ordering",
    ),
    act(
      "Digital literacy programme starts",
      3,
      [
        "First family batches learn phones, payments and safe browsing",
        "Village digital volunteers chosen",
      ],
      "Low turnout among women and seniors",
      "Separate sessions at convenient times, in Chhattisgarhi",
    ),
  ]),
  month("2026-03", "phase1", [
    act(
      "Telemedicine services open, with a first health camp",
      4,
      ["Daily tele-consultation hours", "Health camp for every age group"],
      "Villagers hesitate to consult by video",
      "A trained health worker sits with each patient during the call",
    ),
    act(
      "Phase 1 review",
      2,
      [
        "Progress checked against this plan and the eight KPIs",
        "Receipts reconciled and published on the transparency hub",
      ],
      "Delays carried into Phase 2",
      "Phase 2 re-planned openly, with reasons published",
    ),
  ]),
];
