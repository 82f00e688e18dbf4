/** Messages of the expert advisory board page. */
export const expertAdvisory = {
  "expert-advisory.hero.status": "Being formed",
  "expert-advisory.hero.noneAppointed": "No advisers appointed yet",
  "expert-advisory.hero.description":
    "The programme is forming an expert board to review its plans, money and results. No one has been appointed yet, so this page shows the seats being filled, what each seat reviews and how advisers are chosen.",
  "expert-advisory.stat.seats": "Seats to fill",
  "expert-advisory.stat.appointed": "Advisers appointed",
  "expert-advisory.stat.launch": "Programme launch",
  "expert-advisory.seats.title": "Seats Being Filled",
  "expert-advisory.seats.description":
    "One adviser for each area of the plan. Each seat reviews the work in its area and reports in public.",
  "expert-advisory.seat.open": "Seat open",
  "expert-advisory.seat.reviews": "What this seat reviews",
  "expert-advisory.seat.lookingFor": "Who we are looking for",
  "expert-advisory.seat.related": "See the plan it reviews",
  "expert-advisory.seat.telemedicine": "Telemedicine and Public Health",
  "expert-advisory.seat.education": "Education and AI Learning",
  "expert-advisory.seat.energy": "Solar and Energy Systems",
  "expert-advisory.seat.connectivity": "Connectivity and Digital Infrastructure",
  "expert-advisory.seat.finance": "Finance and Audit",
  "expert-advisory.seat.agriculture": "Agriculture and Agri-Processing",
  "expert-advisory.seat.community": "Community Development and Gender",
  "expert-advisory.seat.livelihoods": "Livelihoods and Rural Enterprise",
  "expert-advisory.seat.telemedicine.review.1":
    "Consultation and referral protocols of the telemedicine centre",
  "expert-advisory.seat.telemedicine.review.2": "Consent and privacy of patient records",
  "expert-advisory.seat.telemedicine.review.3": "How health outcomes are measured",
  "expert-advisory.seat.telemedicine.lookingFor":
    "A doctor or public-health specialist with rural telemedicine experience",
  "expert-advisory.seat.education.review.1": "Lessons in Hindi, Chhattisgarhi and English",
  "expert-advisory.seat.education.review.2":
    "Whether AI learning tools are suitable and safe for children",
  "expert-advisory.seat.education.review.3": "How literacy gains are measured",
  "expert-advisory.seat.education.lookingFor":
    "An educator or researcher in multilingual primary and secondary education",
  "expert-advisory.seat.energy.review.1": "Design of the solar grid and pumps",
  "expert-advisory.seat.energy.review.2": "Battery safety and maintenance plans",
  "expert-advisory.seat.energy.review.3": "Running costs after the programme ends",
  "expert-advisory.seat.energy.lookingFor":
    "An engineer who has built and maintained village solar systems",
  "expert-advisory.seat.connectivity.review.1": "Satellite internet and hotspot deployment",
  "expert-advisory.seat.connectivity.review.2": "Uptime and support arrangements",
  "expert-advisory.seat.connectivity.review.3": "Data security for households and services",
  "expert-advisory.seat.connectivity.lookingFor":
    "A network engineer with rural or satellite connectivity experience",
  "expert-advisory.seat.finance.review.1": "Budget, procurement and receipts",
  "expert-advisory.seat.finance.review.2": "The arrangement for an independent audit",
  "expert-advisory.seat.finance.review.3": "Quarterly financial reports before they are published",
  "expert-advisory.seat.finance.lookingFor":
    "A chartered accountant with non-profit audit experience",
  "expert-advisory.seat.agriculture.review.1": "The agri-processing centre's plan and food safety",
  "expert-advisory.seat.agriculture.review.2": "Fair-price agreements with farmers",
  "expert-advisory.seat.agriculture.review.3": "Crop advice given through the AI lab",
  "expert-advisory.seat.agriculture.lookingFor":
    "An agronomist or farmer-producer organisation leader",
  "expert-advisory.seat.community.review.1":
    "How the village council and gram sabha take part in decisions",
  "expert-advisory.seat.community.review.2":
    "Inclusion of women, elders and the poorest households",
  "expert-advisory.seat.community.review.3": "Consent before any family's story is shared",
  "expert-advisory.seat.community.lookingFor":
    "A community development practitioner with experience in Chhattisgarh",
  "expert-advisory.seat.livelihoods.review.1": "The Digital Services Hub and tourism plans",
  "expert-advisory.seat.livelihoods.review.2":
    "How household income is measured against the target",
  "expert-advisory.seat.livelihoods.review.3": "Whether new enterprises can run without grants",
  "expert-advisory.seat.livelihoods.lookingFor": "A rural enterprise or livelihoods specialist",
  "expert-advisory.process.title": "How Advisers Are Appointed",
  "expert-advisory.process.description":
    "Five steps, in the open. Nobody joins the board without meeting the village first.",
  "expert-advisory.process.step.nomination.title": "Nomination",
  "expert-advisory.process.step.nomination.text":
    "Anyone can suggest a candidate through the Engagement Hub; partner institutions and the village council nominate too.",
  "expert-advisory.process.step.review.title": "Review against the seat",
  "expert-advisory.process.step.review.text":
    "The programme team checks each candidate's experience against what the seat reviews, and takes up references.",
  "expert-advisory.process.step.interests.title": "Declaration of interests",
  "expert-advisory.process.step.interests.text":
    "Candidates declare any interest in suppliers or partners; anyone who sells to the programme cannot hold a seat.",
  "expert-advisory.process.step.meeting.title": "Meeting the village",
  "expert-advisory.process.step.meeting.text":
    "Each candidate meets the village council, which can ask questions and raise objections before appointment.",
  "expert-advisory.process.step.published.title": "Published appointment",
  "expert-advisory.process.step.published.text":
    "The adviser's name, background, term and declared interests are published on this page before they begin.",
  "expert-advisory.duties.title": "What the Board Will Do",
  "expert-advisory.duty.phase-plans": "Review each phase's plan before its money is released",
  "expert-advisory.duty.reports":
    "Read the quarterly progress and financial reports and publish its comments on them",
  "expert-advisory.duty.advise":
    "Advise the programme team; it does not spend money or manage staff",
  "expert-advisory.duty.risks": "Flag any risk it sees to the Risk Management Matrix",
  "expert-advisory.closing.title": "Follow the Work or Take Part",
  "expert-advisory.closing.description":
    "Until the board is in place, every figure of the plan is open to anyone on the Transparency Hub. If you have the experience a seat asks for, or know someone who does, tell the programme team.",
  "expert-advisory.closing.transparency": "Open the Transparency Hub",
  "expert-advisory.closing.engagement": "Suggest an adviser or offer your expertise",
} as const;
