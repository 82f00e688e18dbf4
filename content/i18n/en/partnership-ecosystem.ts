/** Messages of the partnership-ecosystem page; the tier names are shared with the scaling page. */
export const partnershipEcosystem = {
  "partnership-ecosystem.hero.status": "No partnerships signed yet",
  "partnership-ecosystem.hero.description":
    "The pilot is one village; scale needs partners. These are the tiers and roles the programme is inviting. No partner has joined yet, and none is named here.",
  "partnership-ecosystem.tiers.title": "Partnership tiers",
  "partnership-ecosystem.tiers.description":
    "Four tiers, from a cluster of villages to the national roll-out.",
  "partnership-ecosystem.tiers.note":
    "Proposed tiers: terms are agreed with each partner, and nothing has been signed yet.",
  "partnership-ecosystem.tier.cluster": "Cluster partner",
  "partnership-ecosystem.tier.district": "District partner",
  "partnership-ecosystem.tier.state": "State partner",
  "partnership-ecosystem.tier.national": "National partner",
  "partnership-ecosystem.tier.suitedTo": "Suited to",
  "partnership-ecosystem.tier.supports": "What it funds",
  "partnership-ecosystem.tier.receives": "What partners receive",
  "partnership-ecosystem.roles.title": "Partner roles",
  "partnership-ecosystem.roles.description":
    "Six kinds of partner, each with a part no other can play.",
  "partnership-ecosystem.roles.who": "Who",
  "partnership-ecosystem.roles.contributes": "What they bring",
  "partnership-ecosystem.role.government": "Government",
  "partnership-ecosystem.role.csr": "CSR and foundations",
  "partnership-ecosystem.role.technology": "Technology",
  "partnership-ecosystem.role.healthcare": "Healthcare",
  "partnership-ecosystem.role.academic": "Academic and research",
  "partnership-ecosystem.role.community": "Community",
  "partnership-ecosystem.join.title": "How to become a partner",
  "partnership-ecosystem.join.description":
    "Four steps; the first three can be taken today, before launch.",
  "partnership-ecosystem.join.step1": "Read the plan and the budget, and check the evidence.",
  "partnership-ecosystem.join.step2": "Choose the role and the tier that fit your organisation.",
  "partnership-ecosystem.join.step3":
    "See on the engagement hub how to share expertise or fund the work today.",
  "partnership-ecosystem.join.step4":
    "Agree terms, with money released phase by phase against published milestones.",
  "partnership-ecosystem.join.expertise": "Share expertise",
  "partnership-ecosystem.join.invest": "Ways to fund the work",
  "partnership-ecosystem.links.scaling": "See the scaling roadmap",
  "partnership-ecosystem.links.investment": "Investment opportunity",
} as const;
