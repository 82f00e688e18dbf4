/** Messages of the engagement hub. */
export const engagement = {
  "engagement.hero.stage": "Pre-launch · launch {launch}",
  "engagement.hero.description":
    "The programme has not started yet, so there are no supporters or results to show. Here is what you can do now, and what opens at launch.",
  "engagement.hero.jump": "Ways to take part",
  "engagement.metrics.title": "Where things stand",
  "engagement.metrics.description":
    "Facts about the plan, and a plain zero where nothing has happened yet.",
  "engagement.metric.households": "Households in the plan",
  "engagement.metric.villagers": "Villagers to reach",
  "engagement.metric.raised": "Raised so far",
  "engagement.metric.ways": "Ways to take part now",
  "engagement.metric.households.trend": "Every household is in the plan",
  "engagement.metric.villagers.trend": "To be reached by {end}",
  "engagement.metric.raised.trend": "Pre-launch: launch is {launch}",
  "engagement.metric.ways.trend": "Open now, before launch",
  "engagement.way.volunteer.now1": "Read the plan for the age group you would like to help.",
  "engagement.way.volunteer.now2":
    "Look at the education programme, where most volunteer help will be needed.",
  "engagement.way.volunteer.later":
    "Volunteer roles in digital literacy and mentoring open with the launch in {launch}, and will be listed here.",
  "engagement.way.share-expertise.now1":
    "Review the plan, the budget and the risk register, so your advice starts from the facts.",
  "engagement.way.share-expertise.now2":
    "See the advisory board seats being filled: telemedicine, education, solar, finance and audit.",
  "engagement.way.share-expertise.later":
    "Advisers are appointed seat by seat; each appointment will be published on the advisory board page.",
  "engagement.way.advocate.now1":
    "Share this page, or the national scaling plan, with someone who could fund, advise or build it.",
  "engagement.way.advocate.now2":
    "Check the figures on the evidence base first, so that what you share is accurate.",
  "engagement.way.advocate.later":
    "Once work starts, share the monthly progress from the dashboard.",
  "engagement.way.visit.now1": "Visits are not arranged yet: the programme has not started.",
  "engagement.way.visit.now2":
    "The village tourism plan sets out stays of {min} to {max} days for when they are.",
  "engagement.way.visit.later":
    "Visits open with the tourism programme, hosted by village families.",
  "engagement.way.invest.now1": "Choose an impact level and meet the families it reaches.",
  "engagement.way.invest.now2":
    "See how every rupee is released and verified. Nothing has been raised yet, and there is no payment on this site.",
  "engagement.way.invest.later":
    "Investments are taken from the launch in {launch}, with monthly updates for every investor.",
  "engagement.ways.title": "Ways to take part",
  "engagement.ways.description":
    "Each way says honestly what you can do today and what opens later.",
  "engagement.ways.now": "What you can do now",
  "engagement.ways.later": "From launch",
  "engagement.way.volunteer": "Volunteer",
  "engagement.way.share-expertise": "Share expertise",
  "engagement.way.advocate": "Advocate",
  "engagement.way.visit": "Visit",
  "engagement.way.invest": "Invest",
  "engagement.link.plan": "Read the plan",
  "engagement.link.education": "Education programme",
  "engagement.link.advisory": "Advisory board seats",
  "engagement.link.risks": "Risk register",
  "engagement.link.scaling": "National scaling plan",
  "engagement.link.evidence": "Evidence base",
  "engagement.link.tourism": "Village tourism plan",
  "engagement.link.community": "Community voice",
  "engagement.link.investment": "Choose an impact level",
  "engagement.link.transparency": "How money is verified",
  "engagement.copy.button": "Copy link to this page",
  "engagement.copy.done": "Link copied. Thank you for sharing.",
  "engagement.copy.failed": "Copying is blocked in this browser. The link is: {url}",
  "engagement.contact.title": "Contact the programme team",
  "engagement.contact.none":
    "No public contact address has been published yet: the programme is in pre-implementation, and this site takes no messages and no payments. The team's address will be published on this page at launch ({launch}).",
  "engagement.contact.meanwhile": "Meanwhile, what the team would tell you is already public:",
  "engagement.contact.transparency": "Budget and receipts",
  "engagement.contact.plan": "The plan",
  "engagement.contact.risks": "Risks and contingencies",
  "engagement.journey.title": "Your supporter journey",
  "engagement.journey.description":
    "Five steps from first visit to following the work. The bar shows how far through the journey each step is.",
  "engagement.journey.step": "Step {n}",
  "engagement.journey.progress": "{percent} of the journey",
  "engagement.journey.level": "Involvement",
  "engagement.journey.feedback": "What we will ask",
  "engagement.journey.discover": "Discover",
  "engagement.journey.verify": "Verify",
  "engagement.journey.choose": "Choose",
  "engagement.journey.commit": "Commit",
  "engagement.journey.follow": "Follow",
  "engagement.journey.discover.description":
    "Learn the plan: the village, the age-group plans and the three phases.",
  "engagement.journey.discover.feedback": "Which part of the plan was unclear?",
  "engagement.journey.verify.description":
    "Check the budget, the evidence base and the risks before deciding anything.",
  "engagement.journey.verify.feedback": "Which figure would you want verified independently?",
  "engagement.journey.choose.description":
    "Pick how to take part: volunteer, share expertise, advocate, visit or invest.",
  "engagement.journey.choose.feedback": "What would make it easier to take part?",
  "engagement.journey.commit.description":
    "Take part: an investment tier, a volunteer role or an advisory seat.",
  "engagement.journey.commit.feedback": "What do you expect to hear from us, and how often?",
  "engagement.journey.follow.description":
    "Follow progress on the dashboard and the transparency hub, month by month.",
  "engagement.journey.follow.feedback": "Is what we publish enough to hold us to account?",
  "engagement.level.veryHigh": "Very High",
  "engagement.level.high": "High",
  "engagement.level.medium": "Medium",
  "engagement.programmes.title": "Programmes",
  "engagement.programmes.description":
    "Planned activities once the programme starts: who takes part and how often.",
  "engagement.programmes.participants": "Who takes part",
  "engagement.programmes.frequency": "How often",
  "engagement.programmes.impact": "Intended impact",
  "engagement.activity.literacy": "Digital literacy sessions",
  "engagement.activity.reviews": "Open community reviews",
  "engagement.activity.mentoring": "Youth mentoring",
  "engagement.activity.updates": "Monthly investor updates",
  "engagement.activity.visits": "Village visits",
  "engagement.activity.advocacy": "Sharing the plan",
  "engagement.activity.literacy.participants":
    "{adults} village adults (planned), with volunteer helpers",
  "engagement.activity.literacy.frequency": "Weekly, from Phase 1",
  "engagement.activity.literacy.impact":
    "Adults use phones and computers for work, banking and public services.",
  "engagement.activity.literacy.description":
    "Village trainers run the sessions; volunteers with teaching or tech skills support them.",
  "engagement.activity.reviews.participants": "Village households and the gram sabha",
  "engagement.activity.reviews.frequency": "Every quarter",
  "engagement.activity.reviews.impact":
    "Villagers set priorities and check the accounts themselves.",
  "engagement.activity.reviews.description":
    "Open meetings where the budget, receipts and progress are read out and questioned.",
  "engagement.activity.mentoring.participants":
    "The {youth} young people of the Digital Services Hub",
  "engagement.activity.mentoring.frequency": "Monthly, from {year}",
  "engagement.activity.mentoring.impact": "Young people win and deliver paid digital work.",
  "engagement.activity.mentoring.description":
    "Professionals mentor the youth team online in marketing, design and remote work.",
  "engagement.activity.updates.participants": "Every investor, by tier",
  "engagement.activity.updates.frequency": "Monthly, from launch",
  "engagement.activity.updates.impact": "Investors see what their money paid for, with receipts.",
  "engagement.activity.updates.description":
    "Short updates with spending, receipts and milestones, as the investment tiers promise.",
  "engagement.activity.visits.participants": "Visitors on the village tourism packages",
  "engagement.activity.visits.frequency": "By arrangement, once tourism starts",
  "engagement.activity.visits.impact":
    "Visitors see the work; the village earns from hosting them.",
  "engagement.activity.visits.description":
    "Stays of {min} to {max} days run by village hosts, as set out in the tourism plan.",
  "engagement.activity.advocacy.participants": "Anyone",
  "engagement.activity.advocacy.frequency": "Any time",
  "engagement.activity.advocacy.impact": "More partners for the national vision.",
  "engagement.activity.advocacy.description":
    "Sharing the plan and its figures with people who can fund, advise or build it.",
  "engagement.proof.title": "What you can check today",
  "engagement.proof.description":
    "Instead of testimonials we cannot have yet, here is what is already published for anyone to check.",
  "engagement.proof.budget": "Budget categories published",
  "engagement.proof.phases": "Phases with their own budget",
  "engagement.proof.households": "Households in the baseline",
  "engagement.proof.supporters": "Supporters counted so far",
  "engagement.proof.check": "Check it",
  "engagement.proof.claim":
    "Some campaign material says {count} families have invested. That is a marketing claim, not a record: nothing has been raised yet, so this page counts 0.",
  "engagement.proof.budget.description":
    "Each with its amount, its timing and what has been spent so far: nothing yet.",
  "engagement.proof.budget.impact": "Every rupee can be checked before it is spent.",
  "engagement.proof.phases.description":
    "Each with its own budget and period, from {start} to {end}.",
  "engagement.proof.phases.impact": "Money is released phase by phase.",
  "engagement.proof.households.description":
    "All counted in the baseline survey, and all of them in the plan.",
  "engagement.proof.households.impact": "Results will be measured against this baseline.",
  "engagement.proof.supporters.description":
    "No investor, volunteer or partner is counted yet: the programme launches in {launch}.",
  "engagement.proof.supporters.impact":
    "We will publish real counts here once there are real supporters.",
  "engagement.links.title": "Hear from the village, or back the plan",
  "engagement.links.community": "Community voice",
  "engagement.links.investment": "Investment opportunity",
} as const;
