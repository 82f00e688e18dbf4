/**
 * Messages of the vision page (route id "initiatives"). The specification's dictionary calls
 * this page's keys `vision.*`, so they keep that name.
 */
export const initiatives = {
  "vision.hero.badge": "A vision of 15 August 2028",
  "vision.hero.stage": "Work starts in Q4 2025",
  "vision.hero.description":
    "Picture the village on Independence Day 2028: water pumped by the sun, a doctor on screen, lessons in three languages and every home online. Nothing here has happened yet. It is the future the plan, the budget and the timeline are built to deliver.",
  "vision.hero.watch": "Watch the Vision Unfold",
  "vision.hero.plan": "See Execution Plan",

  "vision.day.title": "Day in the village, 15 August 2028",
  "vision.day.intro":
    "A picture of the future, not a report. The programme has not started: work begins in Q4 2025 and runs to December 2027. This is what an ordinary day could look like once it is done.",
  "vision.day.badge": "Vision, not yet real",
  "vision.day.service": "What makes this possible",
  "vision.day.morning.time": "6:30 AM",
  "vision.day.morning.title": "The pumps start with the sun",
  "vision.day.morning.story":
    "Before the flag goes up for Independence Day, the solar pumps are already filling the tank by the school. Nobody waits for the power to come back to draw water, and the fields get their turn on a rota the farmers agreed together. In 2025 only {water}% of homes have clean water and {electricity}% have reliable electricity.",
  "vision.day.morning.link": "Solar power impact",
  "vision.day.afternoon.time": "2:00 PM",
  "vision.day.afternoon.title": "A doctor, without the {km} km journey",
  "vision.day.afternoon.story":
    "At the telemedicine centre the health worker checks a grandmother's blood pressure while a doctor at the district hospital reads it on screen. Her follow-up is booked before she leaves. She has not lost a day's wages, and her son has not lost one taking her.",
  "vision.day.afternoon.link": "Telemedicine impact",
  "vision.day.evening.time": "6:00 PM",
  "vision.day.evening.title": "The skills hub fills up",
  "vision.day.evening.story":
    "Young people back from the fields sit down at the community skills hub for remote work and digital marketing clients. In the AI lab, children finish the day's lessons in Chhattisgarhi, Hindi or English, each at their own pace. In 2025 a household earns about ₹{income} a month; this room is where that starts to change.",
  "vision.day.evening.link": "AI lab impact",
  "vision.day.night.time": "9:00 PM",
  "vision.day.night.title": "Lights on, and the city one call away",
  "vision.day.night.story":
    "Solar lights are still on across the lanes. A daughter studying in Raipur joins her family on a video call over internet of up to {speed} Mbps, while her younger brother revises for tomorrow. All {households} households are connected.",
  "vision.day.night.link": "Satellite internet impact",
  "vision.day.closing":
    "None of this has happened yet. Every step towards it is planned, costed and published on this site, so you can hold the programme to it.",

  "vision.succeed.title": "Why We Will Succeed",
  "vision.succeed.description": "Three reasons you can check for yourself.",
  "vision.succeed.community.title": "Built with the village, not for it",
  "vision.succeed.community.body":
    "The gram sabha will review the plan every quarter, village leaders will shape each service, and everything will be offered in Chhattisgarhi, Hindi and English.",
  "vision.succeed.community.link": "Hear the community",
  "vision.succeed.costed.title": "A costed plan in three phases",
  "vision.succeed.costed.body":
    "{total} over {months} months, split into three phases, with a {contingency}% contingency reserve and a month-by-month plan with its risks.",
  "vision.succeed.costed.link": "See the timeline",
  "vision.succeed.open.title": "Every rupee in the open",
  "vision.succeed.open.body":
    "The budget, spending and receipts are published on the transparency hub. Today it shows {spent} spent, because work has not started.",
  "vision.succeed.open.link": "Open the transparency hub",

  "vision.join.title": "Join the Transformation",
  "vision.join.description": "Four ways to help make this day real.",
  "vision.join.invest.title": "Invest",
  "vision.join.invest.body":
    "Choose an impact level and see exactly what it pays for, family by family.",
  "vision.join.skills.title": "Share your skills",
  "vision.join.skills.body":
    "Teachers, doctors, engineers and marketers can mentor online or help shape a course.",
  "vision.join.volunteer.title": "Volunteer",
  "vision.join.volunteer.body":
    "Give time remotely, or in the village once the programme launches in Q4 2025.",
  "vision.join.advocate.title": "Advocate",
  "vision.join.advocate.body": "Tell others. One village done well is a model for 600,000 more.",
  "vision.join.action.investNow": "Invest Now",
  "vision.join.action.meetTeam": "Meet the Team",
  "vision.join.action.shareSkills": "Share Skills",
  "vision.join.action.volunteer": "Volunteer",
  "vision.join.action.visitToday": "Visit Today",
  "vision.join.action.advocate": "Advocate",
  "vision.join.action.watchVision": "Watch the Vision",
  "vision.join.toast.visitToday.title": "Visits open after the launch",
  "vision.join.toast.visitToday.body":
    "Work starts in Q4 2025. Tell us through the Engagement Hub that you would like to come, and a visit will be arranged with the gram panchayat once the programme is running.",
  "vision.join.toast.visitToday.action": "Open Engagement Hub",
  "vision.join.toast.shared.title": "Link copied",
  "vision.join.toast.shared.body": "Paste it to a friend, a colleague or your CSR team.",
  "vision.join.toast.shareFallback.title": "Share this page",
  "vision.join.toast.shareFallback.body": "Copy this address and pass it on: {url}",
  "vision.join.shareText":
    "A plan to transform one village in Chhattisgarh, as a model for 600,000.",

  "vision.final.title": "Be part of the story",
  "vision.final.description":
    "Join the people who will help the village write this day, and follow the work as it happens.",
  "vision.final.joinCommunity": "Join Our Community",
  "vision.final.watchProgress": "Watch Live Progress",
} as const;
