/**
 * Body copy of the transparency hub: budget lines, the projections, the social impact metrics and
 * the verification tab. Ids come from content/transparency*.ts; figures arrive as `{placeholders}`.
 */
export const transparencyDetails = {
  // Budget categories and per-person areas (content/budget.ts holds the figures)
  "transparency.budget.starlink": "Starlink Infrastructure",
  "transparency.budget.solar": "Solar Power System",
  "transparency.budget.telemedicine": "Telemedicine Setup",
  "transparency.budget.aiLab": "AI Education Lab",
  "transparency.budget.water": "Water Infrastructure",
  "transparency.budget.skills": "Skills Training",
  "transparency.area.connectivity": "Connectivity",
  "transparency.area.healthcare": "Healthcare",
  "transparency.area.education": "Education",
  "transparency.area.energy": "Energy",
  "transparency.area.water": "Water",
  "transparency.area.skills": "Skills",

  // ROI projections
  "transparency.roi.householdIncome.label": "Average household income a month",
  "transparency.roi.householdIncome.note":
    "Target by the end of the programme, through skills, remote work, enterprise and better farm prices.",
  "transparency.roi.communityIncome.label": "Community income a year",
  "transparency.roi.communityIncome.note":
    "The whole village's yearly income, today and as projected once the programme's services are running.",
  "transparency.roi.growth.label": "Income growth target",
  "transparency.roi.growth.note":
    "The increase from today's average household income to the target.",
  "transparency.roi.recovery.label": "Investment recovery",
  "transparency.roi.recovery.note":
    "Projected time for the village's added income to match the money invested in it.",

  // Social impact metrics
  "transparency.social.villagers.label": "Villagers reached",
  "transparency.social.villagers.description":
    "Everyone in the village gains internet, telemedicine and clean water.",
  "transparency.social.households.label": "Households connected",
  "transparency.social.households.description":
    "Every household on the satellite network, from today's {internet}.",
  "transparency.social.children.label": "Children in AI-assisted learning",
  "transparency.social.children.description":
    "Children aged {ageFrom}-{ageTo} learning in Hindi, Chhattisgarhi and English.",
  "transparency.social.women.label": "Women in enterprise and leadership",
  "transparency.social.women.description":
    "Self-help groups, paid work and a say in village decisions.",
  "transparency.social.farmers.label": "Farmers with better practices and markets",
  "transparency.social.farmers.description":
    "Weather and price alerts, solar irrigation and the agri-processing centre.",
  "transparency.social.adults.label": "Adults trained in digital skills",
  "transparency.social.adults.description":
    "Digital marketing, remote work and computer skills at the community hub.",

  // Verification process
  "transparency.verification.step.record.title": "Record every payment",
  "transparency.verification.step.record.description":
    "Each payment is entered against its budget category on the day it is made, with who approved it.",
  "transparency.verification.step.match.title": "Match it to a receipt",
  "transparency.verification.step.match.description":
    "Every payment is matched to an invoice or receipt, which is scanned and counted in the monthly table.",
  "transparency.verification.step.check.title": "Check it twice",
  "transparency.verification.step.check.description":
    "A second team member, not the one who paid, checks each receipt against the bank statement before it is marked verified.",
  "transparency.verification.step.report.title": "Report it to the village",
  "transparency.verification.step.report.description":
    "The monthly statement is read out at the village meeting, where anyone can ask about any line.",
  "transparency.verification.step.audit.title": "Audit it independently",
  "transparency.verification.step.audit.description":
    "An independent chartered accountant, to be appointed before launch, audits the accounts every financial year.",

  // Audit schedule
  "transparency.verification.audit.receipts": "Receipts published and verified",
  "transparency.verification.audit.bank": "Bank reconciliation",
  "transparency.verification.audit.budget": "Spending against the budget by category",
  "transparency.verification.audit.community": "Community review of accounts",
  "transparency.verification.audit.annual": "Independent annual audit",
  "transparency.verification.frequency.monthly": "Monthly",
  "transparency.verification.frequency.quarterly": "Quarterly",
  "transparency.verification.frequency.halfYearly": "Every six months",
  "transparency.verification.frequency.yearly": "Yearly",
  "transparency.verification.firstDue.after": "After {date}",

  // Contacts
  "transparency.verification.contact.team.role": "Programme team",
  "transparency.verification.contact.team.responsibility":
    "Answers questions about the budget, a receipt or a milestone. Reach the team through the Engagement Hub.",
  "transparency.verification.contact.auditor.role": "Independent auditor",
  "transparency.verification.contact.auditor.responsibility":
    "To be appointed before launch. The auditor's name and reports will be published here; until then there is nothing to audit.",
  "transparency.verification.contact.village.role": "Village oversight",
  "transparency.verification.contact.village.responsibility":
    "Villagers review the monthly statement at their meetings and raise questions directly with the team.",
} as const;
