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
  "expert-advisory.process.title": "How Advisers Are Appointed",
  "expert-advisory.process.description":
    "Five steps, in the open. Nobody joins the board without meeting the village first.",
  "expert-advisory.process.step.1": "Nomination",
  "expert-advisory.process.step.2": "Review against the seat",
  "expert-advisory.process.step.3": "Declaration of interests",
  "expert-advisory.process.step.4": "Meeting the village",
  "expert-advisory.process.step.5": "Published appointment",
  "expert-advisory.duties.title": "What the Board Will Do",
  "expert-advisory.closing.title": "Follow the Work or Take Part",
  "expert-advisory.closing.description":
    "Until the board is in place, every figure of the plan is open to anyone on the Transparency Hub. If you have the experience a seat asks for, or know someone who does, tell the programme team.",
  "expert-advisory.closing.transparency": "Open the Transparency Hub",
  "expert-advisory.closing.engagement": "Suggest an adviser or offer your expertise",
} as const;
