import { z } from "zod";
import { budgetCategories } from "@/content/budget";
import { village } from "@/content/village";
import {
  metricListSchema,
  phaseListSchema,
  statSchema,
  storyListSchema,
  type Figure,
} from "./schema";

/** Solar pumps and village grid (spec §9 'Solar'); shown on /solar-power-impact. */

/** The solar budget line on the transparency hub (₹32 lakh, Q1 2026). */
export const SOLAR_BUDGET = budgetCategories.find((c) => c.category === "Solar Power System")!;

const metricId = z.enum(["capacity", "coverage", "storage", "carbon"]);
/** Planning figures against targets: nothing is installed before launch. */
export const metrics = metricListSchema(metricId).parse([
  { id: "capacity", current: 300, target: 500, unit: "kw", basis: "planning" },
  { id: "coverage", current: 60, target: 100, unit: "percent", basis: "planning" },
  { id: "storage", current: 8, target: 12, unit: "hours", basis: "planning" },
  { id: "carbon", current: 180, target: 300, unit: "tonsPerYear", basis: "planning" },
]);

function metric(id: z.infer<typeof metricId>) {
  return metrics.find((m) => m.id === id)!;
}

export const BATTERY: Figure = { value: 1.2, unit: "mwh" };
export const PANEL_EFFICIENCY: Figure = { value: 22, unit: "percent" };
export const LIFESPAN_YEARS = 25;
export const LIFESPAN: Figure = { value: LIFESPAN_YEARS, unit: "years" };
export const GRID_EFFICIENCY: Figure = { value: 95, unit: "percent" };
export const RELIABILITY: Figure = { value: 99.5, unit: "percent" };
export const ANNUAL_OUTPUT: Figure = { value: 650, unit: "mwhPerYear" };
export const PAYBACK_YEARS = 6;
export const PAYBACK: Figure = { value: PAYBACK_YEARS, unit: "years" };
/** Years of power after the system has paid for itself (25 − 6). */
export const YEARS_AFTER_PAYBACK = LIFESPAN_YEARS - PAYBACK_YEARS;

const statId = z.enum([
  "efficiency",
  "lifespan",
  "output",
  "battery",
  "backupLaunch",
  "backupTarget",
  "gridEfficiency",
  "reliability",
  "coverage",
  "cleanWater",
  "power",
  "fuel",
]);
const componentId = z.enum(["panels", "battery", "grid", "pumps"]);

/** Spec §3 'Solar component': title (translated by id), description and three spec values. */
export const components = z
  .array(
    z.object({
      id: componentId,
      description: z.string().min(1),
      stats: z.array(statSchema(statId)).length(3),
    }),
  )
  .length(4)
  .parse([
    {
      id: "panels",
      description:
        "High-efficiency panels on community roofs and unused land, sized for homes, pumps and the lab.",
      stats: [
        { id: "efficiency", figure: PANEL_EFFICIENCY },
        { id: "lifespan", figure: LIFESPAN },
        { id: "output", figure: ANNUAL_OUTPUT },
      ],
    },
    {
      id: "battery",
      description:
        "A battery bank that keeps lights, the clinic and the internet running after sunset.",
      stats: [
        { id: "battery", figure: BATTERY },
        { id: "backupLaunch", figure: { value: metric("storage").current, unit: "hours" } },
        { id: "backupTarget", figure: { value: metric("storage").target, unit: "hours" } },
      ],
    },
    {
      id: "grid",
      description:
        "A village micro-grid with smart meters, so every household gets a fair, metered supply.",
      stats: [
        { id: "gridEfficiency", figure: GRID_EFFICIENCY },
        { id: "reliability", figure: RELIABILITY },
        { id: "coverage", figure: { value: metric("coverage").target, unit: "percent" } },
      ],
    },
    {
      id: "pumps",
      description: "Solar water pumps for drinking water and irrigation, replacing diesel pumps.",
      stats: [
        {
          id: "cleanWater",
          figure: { value: village.infrastructure.cleanWaterPercent, unit: "percent" },
        },
        { id: "power", text: "Daytime sun" },
        { id: "fuel", text: "No diesel" },
      ],
    },
  ]);

const phaseId = z.enum(["feasibility", "design", "approvals", "procurement"]);
/**
 * Preparation phases with the completion the spec states (100, 75, 60 and 0%, Jan 2024 -
 * Jun 2025). Installation itself follows the solar budget line (Q1 2026).
 */
export const phases = phaseListSchema(phaseId).parse([
  {
    id: "feasibility",
    status: "Completed",
    completion: 100,
    timeline: "Jan - Jun 2024",
    description: "Sunlight, land and load study of homes, pumps, the school and the health centre.",
  },
  {
    id: "design",
    status: "In Progress",
    completion: 75,
    timeline: "Jul - Dec 2024",
    description: "System design: array size, battery bank, micro-grid layout and pump locations.",
  },
  {
    id: "approvals",
    status: "In Progress",
    completion: 60,
    timeline: "Jan - Mar 2025",
    description: "Gram panchayat consent, net-metering and subsidy applications, land agreements.",
  },
  {
    id: "procurement",
    status: "Planned",
    completion: 0,
    timeline: "Apr - Jun 2025",
    description:
      "Choosing suppliers and installers, and training village technicians to maintain the system.",
  },
]);

export const stories = storyListSchema.parse([
  {
    id: "bhagwat",
    name: "Bhagwat",
    age: 51,
    role: "Paddy and vegetable farmer",
    story:
      "Bhagwat waters his vegetable plot with a solar pump in the daytime instead of paying for diesel and waiting for grid power at night.",
    hope: "A second crop each year and money saved on fuel.",
    illustrative: true,
  },
  {
    id: "anjali",
    name: "Anjali",
    age: 15,
    role: "Class 10 student",
    story:
      "Anjali studies under a bright light after dark and charges the family phone for her online lessons without a trip to the shop.",
    hope: "Evenings for study, not for looking for power.",
    illustrative: true,
  },
  {
    id: "lata",
    name: "Lata",
    age: 34,
    role: "Health worker",
    story:
      "Lata keeps vaccines cold and the telemedicine link up through power cuts, because the health centre runs on battery backup.",
    hope: "No vaccine lost and no consultation dropped.",
    illustrative: true,
  },
]);
