import { z } from "zod";
import { CRORE } from "@/lib/format";

/**
 * Partnership tiers (spec §9 'Scale': 10-50Cr, 25-100Cr, 50-200Cr, 100-500Cr) and partner roles,
 * shown on the scaling and partnership-ecosystem pages. No partnership has been signed: these are
 * the tiers and roles the programme is inviting, with no named partners. Names are translated by
 * id (`partnership-ecosystem.tier.<id>`, `partnership-ecosystem.role.<id>`); body copy is English.
 */

export const tierSchema = z
  .object({
    id: z.enum(["cluster", "district", "state", "national"]),
    /** Rupees. */
    min: z.number().positive(),
    max: z.number().positive(),
    suitedTo: z.string().min(1),
    supports: z.string().min(1),
    receives: z.array(z.string().min(1)).min(2),
  })
  .refine((t) => t.max > t.min, "a tier's maximum must exceed its minimum");
export type PartnershipTier = z.infer<typeof tierSchema>;

export const partnershipTiers: PartnershipTier[] = z
  .array(tierSchema)
  .length(4)
  .parse([
    {
      id: "cluster",
      min: 10 * CRORE,
      max: 50 * CRORE,
      suitedTo: "CSR programmes and foundations",
      supports: "Replication in a cluster of villages in one district, using the pilot's playbook.",
      receives: ["Quarterly reports on every village funded", "Site visits with the village teams"],
    },
    {
      id: "district",
      min: 25 * CRORE,
      max: 100 * CRORE,
      suitedTo: "Large CSR programmes and consortia",
      supports: "The 50-village district phase, or a large share of it.",
      receives: [
        "Quarterly reports on every village funded",
        "A seat on the district steering group",
      ],
    },
    {
      id: "state",
      min: 50 * CRORE,
      max: 200 * CRORE,
      suitedTo: "State governments with CSR and philanthropic co-funders",
      supports: "A state programme, co-funded alongside government budgets.",
      receives: [
        "Joint planning of the state roll-out",
        "Independent evaluation of every district",
      ],
    },
    {
      id: "national",
      min: 100 * CRORE,
      max: 500 * CRORE,
      suitedTo: "National missions, development banks and multilateral funders",
      supports: "The national roll-out: shared infrastructure, training centres and measurement.",
      receives: ["A seat on the national programme board", "Open data from every village"],
    },
  ]);

export const partnerRoleIds = [
  "government",
  "csr",
  "technology",
  "healthcare",
  "academic",
  "community",
] as const;

export const roleSchema = z.object({
  id: z.enum(partnerRoleIds),
  who: z.string().min(1),
  role: z.string().min(1),
  contributes: z.array(z.string().min(1)).min(2),
});
export type PartnerRole = z.infer<typeof roleSchema>;

/** The roles partners can play. Roles only: no partner is named and none is claimed. */
export const partnerRoles: PartnerRole[] = z
  .array(roleSchema)
  .length(partnerRoleIds.length)
  .parse([
    {
      id: "government",
      who: "Gram panchayat, district administration and state departments",
      role: "Makes the programme part of public services, so it can last and grow.",
      contributes: [
        "Permissions, land and rights of way",
        "Links to existing public schemes",
        "A route to state and national scale",
      ],
    },
    {
      id: "csr",
      who: "Companies' CSR programmes and philanthropic foundations",
      role: "Funds the work phase by phase, with money released against published milestones.",
      contributes: [
        "Phase funding",
        "Employee volunteers and mentors",
        "Management and finance expertise",
      ],
    },
    {
      id: "technology",
      who: "Connectivity, hardware and software providers",
      role: "Supplies and maintains the systems, and trains village technicians to run them.",
      contributes: [
        "Satellite internet and networking",
        "Computers and AI learning software",
        "Maintenance and technician training",
      ],
    },
    {
      id: "healthcare",
      who: "Hospitals, telemedicine providers and public health programmes",
      role: "Staffs the 24/7 telemedicine centre and the referral path beyond it.",
      contributes: [
        "Doctors and specialists on call",
        "Diagnostics and referrals",
        "Training for village health workers",
      ],
    },
    {
      id: "academic",
      who: "Universities and research institutes",
      role: "Measures what works, independently, so other villages can trust the results.",
      contributes: [
        "Baseline and impact evaluation",
        "Learning material in Hindi and Chhattisgarhi",
        "Student fellowships in the village",
      ],
    },
    {
      id: "community",
      who: "The gram sabha, self-help groups, farmer groups and young people",
      role: "Decides priorities and owns the assets once the programme hands them over.",
      contributes: [
        "Priorities and decisions",
        "Local staff and volunteers",
        "Ownership after handover",
      ],
    },
  ]);
