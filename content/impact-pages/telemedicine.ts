import { z } from "zod";
import { HEALTHCARE_KM_BASELINE } from "@/content/village";
import { formatNumber, LAKH } from "@/lib/format";
import { metricListSchema, storyListSchema } from "./schema";

/** Telemedicine centre (spec §9 'Telemedicine'); shown on /telemedicine-impact. */

const metricId = z.enum(["consultations", "emergency", "specialists", "monitoring"]);
/**
 * Planning figures against targets. Emergency response is a reverse metric: the plan starts
 * from 8 minutes and aims for 2, so its progress is measured from the 8-minute baseline.
 */
export const metrics = metricListSchema(metricId).parse([
  { id: "consultations", current: 150, target: 300, unit: "perMonth", basis: "planning" },
  {
    id: "emergency",
    current: 8,
    target: 2,
    baseline: 8,
    reverse: true,
    unit: "minutes",
    basis: "planning",
  },
  { id: "specialists", current: 30, target: 50, unit: "specialists", basis: "planning" },
  { id: "monitoring", current: 60, target: 100, unit: "percent", basis: "planning" },
]);

const serviceId = z.enum(["video", "emergency", "chronic", "maternal"]);
const textStat = z.object({ label: z.string().min(1), value: z.string().min(1) });
/** Spec §3 'Health service': title (translated by id), description and three stats. */
export const services = z
  .array(
    z.object({ id: serviceId, description: z.string().min(1), stats: z.array(textStat).length(3) }),
  )
  .length(4)
  .parse([
    {
      id: "video",
      description: "A trained health worker connects patients to a doctor by video, day or night.",
      stats: [
        { label: "Open", value: "24/7" },
        { label: "Languages", value: "Hindi, Chhattisgarhi, English" },
        { label: "Where", value: "Village health centre" },
      ],
    },
    {
      id: "emergency",
      description:
        "Fast tele-triage decides what can be treated in the village and who must go to hospital.",
      stats: [
        { label: "First response", value: "Doctor on the line" },
        { label: "Referral", value: "Ambulance called with notes sent ahead" },
        { label: "Kit", value: "Oxygen, ECG and first-aid" },
      ],
    },
    {
      id: "chronic",
      description:
        "Blood pressure, sugar and other readings recorded in the village and reviewed by doctors.",
      stats: [
        { label: "Conditions", value: "Hypertension, diabetes" },
        { label: "Readings", value: "Shared with the doctor" },
        { label: "Reminders", value: "SMS and home visits" },
      ],
    },
    {
      id: "maternal",
      description:
        "Antenatal check-ups, child growth checks and vaccination tracking close to home.",
      stats: [
        { label: "Check-ups", value: "Antenatal and postnatal" },
        { label: "Children", value: "Growth and vaccines" },
        { label: "With", value: "ASHA and ANM workers" },
      ],
    },
  ]);

/** Health literacy 20% → 100% (spec §9 'Targets'). */
export const HEALTH_LITERACY = { baseline: 20, target: 100 } as const;

const outcomeId = z.enum(["access", "chronic", "maternal", "literacy"]);
/** Spec §3 'Health outcome': targeted changes, not results. */
export const outcomes = z
  .array(
    z.object({
      id: outcomeId,
      before: z.string().min(1),
      after: z.string().min(1),
      improvement: z.string().min(1),
      description: z.string().min(1),
    }),
  )
  .length(4)
  .parse([
    {
      id: "access",
      before: `A ${formatNumber(HEALTHCARE_KM_BASELINE)} km trip to a doctor`,
      after: "A video consultation in the village",
      improvement: "No travel for routine care",
      description:
        "Most first visits can be handled remotely; the trip is kept for what truly needs a hospital.",
    },
    {
      id: "chronic",
      before: "Checked rarely, often only when serious",
      after: "Regular readings reviewed by a doctor",
      improvement: "Problems caught early",
      description:
        "High blood pressure and diabetes are watched over time instead of found in an emergency.",
    },
    {
      id: "maternal",
      before: "Check-ups missed because of distance",
      after: "Check-ups at the village centre",
      improvement: "Risks spotted in time",
      description:
        "Mothers get regular antenatal care, and high-risk pregnancies are referred early.",
    },
    {
      id: "literacy",
      before: `${formatNumber(HEALTH_LITERACY.baseline)}%`,
      after: `${formatNumber(HEALTH_LITERACY.target)}%`,
      improvement: `+${formatNumber(HEALTH_LITERACY.target - HEALTH_LITERACY.baseline)} points`,
      description:
        "Health literacy sessions teach families when to seek care and how to use the centre.",
    },
  ]);

const savingId = z.enum(["travel", "wages", "treatment", "medicines"]);
/** Spec §3 'Saving': annual savings for village families, in rupees. */
export const savings = z
  .array(
    z.object({
      id: savingId,
      annualSavings: z.number().positive(),
      description: z.string().min(1),
    }),
  )
  .length(4)
  .parse([
    {
      id: "travel",
      annualSavings: 1.8 * LAKH,
      description: "Bus, jeep and ambulance fares no longer spent on trips to distant hospitals.",
    },
    {
      id: "wages",
      annualSavings: 1.2 * LAKH,
      description: "Days of work no longer lost by patients and the relatives who go with them.",
    },
    {
      id: "treatment",
      annualSavings: 3 * LAKH,
      description: "Costly late-stage and emergency treatment avoided by catching illness early.",
    },
    {
      id: "medicines",
      annualSavings: 80_000,
      description: "Generic medicines and fewer repeat prescriptions from private clinics.",
    },
  ]);

/** The total is computed from the four savings (₹6.8 lakh). */
export const TOTAL_ANNUAL_SAVINGS = savings.reduce((sum, s) => sum + s.annualSavings, 0);

export const stories = storyListSchema.parse([
  {
    id: "shanti",
    name: "Shanti Bai",
    age: 62,
    role: "Lives with high blood pressure",
    story:
      "Instead of a day-long trip every month, Shanti Bai has her blood pressure read at the centre and a doctor adjusts her tablets by video.",
    hope: "Her condition kept in check without the journey or the lost day's wages for her son.",
    illustrative: true,
  },
  {
    id: "pooja",
    name: "Pooja",
    age: 24,
    role: "Expecting her first child",
    story:
      "Pooja has every antenatal check-up in the village; when a reading looks wrong, the doctor arranges a hospital visit the same week.",
    hope: "A safe delivery with risks found in time.",
    illustrative: true,
  },
  {
    id: "mohan",
    name: "Mohan",
    age: 45,
    role: "Farmer",
    story:
      "When Mohan cuts his leg badly in the field, the health worker calls the doctor on video, cleans and dresses the wound and sends him to hospital with notes.",
    hope: "Help within minutes, and the right care on arrival.",
    illustrative: true,
  },
]);
