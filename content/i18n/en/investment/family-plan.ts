/** Messages of the investment page: the hero, the four-step family plan, tiers and families. */
export const familyPlanMessages = {
  "investment.hero.stage": "Pre-implementation · launch Q4 2025",
  "investment.hero.noPayment": "No payment on this site",
  "investment.hero.description":
    "Choose an impact level, meet the kind of families it reaches, see what you receive and how every rupee is checked, then talk to the programme team.",
  "investment.hero.levels": "Impact levels",
  "investment.hero.range": "Contribution range",
  "investment.hero.reach": "Most villagers reached by one tier",
  "investment.hero.income": "Typical family income today",
  "investment.hero.perMonth": "{amount} a month",

  "investment.journey.title": "Family Investment Journey",
  "investment.journey.description":
    "Four steps, at your own pace. Nothing is paid or submitted here: the last step tells you how to reach the programme team.",
  "investment.journey.steps": "Journey steps",
  "investment.journey.stepOf": "Step {n} of {total}",
  "investment.journey.completed": "Completed",
  "investment.journey.noScript":
    "These are the three impact levels and what each one funds. To take any of them further, contact the programme team through the Engagement Hub.",

  "investment.step1.title": "Choose Impact Level",
  "investment.step1.description": "Pick the level of support that suits you",
  "investment.step2.title": "Meet Your Village Families",
  "investment.step2.description": "See the kind of families your support reaches",
  "investment.step3.title": "Investment and Accountability Setup",
  "investment.step3.description": "What you receive, when, and how the money is checked",
  "investment.step4.title": "Begin Your Journey",
  "investment.step4.description": "Review your choice and take the next step",

  "investment.button.continue": "Continue",
  "investment.button.back": "Back",
  "investment.button.proceed": "Proceed",
  "investment.button.review": "Review my choice",
  "investment.button.restart": "Start again",
  "investment.button.contact": "Contact the programme team",
  "investment.button.transparency": "Open the Transparency Hub",

  "investment.tiers.selected": "{tier} selected",
  "investment.tier.family_connector": "Village Connector",
  "investment.tier.family_transformer": "Family Transformer",
  "investment.tier.community_champion": "Community Champion",
  "investment.tier.badge.selected": "Selected",
  "investment.tier.reach": "Reach",
  "investment.tier.villagersFamilies": "{villagers} villagers, {families} families",
  "investment.tier.updates": "Monthly updates",
  "investment.tier.tax": "80G tax benefit",
  "investment.tier.taxShort": "If eligible; depends on your tax regime",
  "investment.tier.roi": "Social ROI",
  "investment.tier.roiShort": "Projected, not a financial return",
  "investment.tier.outcomes": "What it funds",

  "investment.families.intro":
    "Families like these. The programme has not started and no family has been matched to a contributor: each profile below is illustrative, drawn from the village's average income of {income} a month and the programme's target of up to {target}.",
  "investment.families.illustrative": "Illustrative",
  "investment.families.members": "Members",
  "investment.families.children": "Children",
  "investment.families.income": "Income a month",
  "investment.families.incomeChange": "{now} now, up to {target} targeted",
  "investment.families.challenges": "Challenges",
  "investment.families.impact": "What changes",
  "investment.family.sahu": "The Sahu family",
  "investment.family.netam": "The Netam family",
  "investment.family.verma": "The Verma family",
  "investment.family.yadav": "The Yadav family",
  "investment.family.dhruw": "The Dhruw family",
  "investment.family.nishad": "The Nishad family",
  "investment.family.markam": "The Markam family",
  "investment.family.patel": "The Patel family",
  "investment.family.kanwar": "The Kanwar family",
  "investment.families.more": "+{n} more families",
  "investment.families.moreText":
    "A {tier} contribution reaches {families} families in all ({villagers} villagers); {shown} are shown here.",

  "investment.setup.receiveTitle": "What you receive, and when",
  "investment.setup.receipt": "When your contribution is received",
  "investment.setup.receiptText":
    "An acknowledgement and a receipt for the full amount, and an 80G certificate where the receiving organisation is registered for it and you are eligible.",
  "investment.setup.updates": "Every month",
  "investment.setup.updatesText":
    "{n} monthly updates on the families and the work your contribution supports, with the figures behind them.",
  "investment.setup.phases": "At the end of each phase",
  "investment.setup.phasesText":
    "The phase report, with its receipts, published on the Transparency Hub before the next phase's money is released.",
  "investment.setup.releaseTitle": "How the money is released, phase by phase",
  "investment.setup.releaseText":
    "Money is released in line with the programme budget. Your {amount} would be spent in these parts:",
  "investment.setup.phase": "Phase",
  "investment.setup.period": "Period",
  "investment.setup.share": "Share of budget",
  "investment.setup.yours": "Your part",
  "investment.setup.phase.phase1": "Foundation",
  "investment.setup.phase.phase2": "Expansion",
  "investment.setup.phase.phase3": "Completion",
  "investment.setup.verifyTitle": "How the money is verified",
  "investment.setup.verifyReceipts":
    "Every expense is matched to a receipt before it is reported as spent.",
  "investment.setup.verifyLive":
    "Spending is tracked live on the Transparency Hub, category by category.",
  "investment.setup.verifyReserve":
    "A {percent} contingency reserve covers cost overruns without new appeals.",
  "investment.setup.verifyToday":
    "Today the hub shows {spent} spent: nothing has been raised or spent yet.",

  "investment.summary.title": "Your choice",
  "investment.summary.level": "Impact level",
  "investment.summary.amount": "Contribution",
  "investment.summary.nextTitle": "Your next step",
  "investment.summary.nextText":
    "There is no payment on this site. Contact the programme team through the Engagement Hub: they will confirm the receiving organisation and its registrations, explain how to give, and send your receipt and updates.",

  "investment.notes.title": "About These Figures",
  "investment.notes.tax":
    "The 80G figures are the programme's indicative estimates. Whether you can claim a deduction, and how much, depends on your eligibility, your tax regime (the new regime allows no 80G deduction) and the receiving organisation's 80G registration. Please check with a tax adviser.",
  "investment.notes.roi":
    "Social ROI is the programme's projected social return for each rupee, not a financial return: contributions are donations and are not repaid.",
  "investment.notes.families":
    "Family profiles are illustrative. Real families will be chosen with the village council once the programme starts, and shared only with their consent.",
} as const;
