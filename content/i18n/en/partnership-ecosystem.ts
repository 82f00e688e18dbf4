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
  // Tiers: who each suits, what it funds, what its partners receive
  "partnership-ecosystem.tier.cluster.suitedTo": "CSR programmes and foundations",
  "partnership-ecosystem.tier.cluster.supports":
    "Replication in a cluster of villages in one district, using the pilot's playbook.",
  "partnership-ecosystem.tier.district.suitedTo": "Large CSR programmes and consortia",
  "partnership-ecosystem.tier.district.supports":
    "The {villages}-village district phase, or a large share of it.",
  "partnership-ecosystem.tier.state.suitedTo":
    "State governments with CSR and philanthropic co-funders",
  "partnership-ecosystem.tier.state.supports":
    "A state programme, co-funded alongside government budgets.",
  "partnership-ecosystem.tier.national.suitedTo":
    "National missions, development banks and multilateral funders",
  "partnership-ecosystem.tier.national.supports":
    "The national roll-out: shared infrastructure, training centres and measurement.",
  "partnership-ecosystem.receive.reports": "Quarterly reports on every village funded",
  "partnership-ecosystem.receive.visits": "Site visits with the village teams",
  "partnership-ecosystem.receive.steering": "A seat on the district steering group",
  "partnership-ecosystem.receive.planning": "Joint planning of the state roll-out",
  "partnership-ecosystem.receive.evaluation": "Independent evaluation of every district",
  "partnership-ecosystem.receive.board": "A seat on the national programme board",
  "partnership-ecosystem.receive.open-data": "Open data from every village",
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
  // Roles: who plays each, its part, what it brings
  "partnership-ecosystem.role.government.who":
    "Gram panchayat, district administration and state departments",
  "partnership-ecosystem.role.government.part":
    "Makes the programme part of public services, so it can last and grow.",
  "partnership-ecosystem.role.csr.who": "Companies' CSR programmes and philanthropic foundations",
  "partnership-ecosystem.role.csr.part":
    "Funds the work phase by phase, with money released against published milestones.",
  "partnership-ecosystem.role.technology.who": "Connectivity, hardware and software providers",
  "partnership-ecosystem.role.technology.part":
    "Supplies and maintains the systems, and trains village technicians to run them.",
  "partnership-ecosystem.role.healthcare.who":
    "Hospitals, telemedicine providers and public health programmes",
  "partnership-ecosystem.role.healthcare.part":
    "Staffs the 24/7 telemedicine centre and the referral path beyond it.",
  "partnership-ecosystem.role.academic.who": "Universities and research institutes",
  "partnership-ecosystem.role.academic.part":
    "Measures what works, independently, so other villages can trust the results.",
  "partnership-ecosystem.role.community.who":
    "The gram sabha, self-help groups, farmer groups and young people",
  "partnership-ecosystem.role.community.part":
    "Decides priorities and owns the assets once the programme hands them over.",
  "partnership-ecosystem.contribution.permissions": "Permissions, land and rights of way",
  "partnership-ecosystem.contribution.schemes": "Links to existing public schemes",
  "partnership-ecosystem.contribution.route-to-scale": "A route to state and national scale",
  "partnership-ecosystem.contribution.phase-funding": "Phase funding",
  "partnership-ecosystem.contribution.volunteers": "Employee volunteers and mentors",
  "partnership-ecosystem.contribution.expertise": "Management and finance expertise",
  "partnership-ecosystem.contribution.internet": "Satellite internet and networking",
  "partnership-ecosystem.contribution.computers": "Computers and AI learning software",
  "partnership-ecosystem.contribution.maintenance": "Maintenance and technician training",
  "partnership-ecosystem.contribution.doctors": "Doctors and specialists on call",
  "partnership-ecosystem.contribution.diagnostics": "Diagnostics and referrals",
  "partnership-ecosystem.contribution.health-training": "Training for village health workers",
  "partnership-ecosystem.contribution.evaluation": "Baseline and impact evaluation",
  "partnership-ecosystem.contribution.learning-material":
    "Learning material in Hindi and Chhattisgarhi",
  "partnership-ecosystem.contribution.fellowships": "Student fellowships in the village",
  "partnership-ecosystem.contribution.priorities": "Priorities and decisions",
  "partnership-ecosystem.contribution.local-staff": "Local staff and volunteers",
  "partnership-ecosystem.contribution.ownership": "Ownership after handover",
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
