/** Messages of the education page. */
export const education = {
  "education.hero.stage": "Pre-implementation · launch Q4 2025",
  "education.hero.description":
    "One programme for every child in the village, from the anganwadi to the last year of school, so that each can read, write and use a computer in their own language and in English.",
  "education.hero.figures": "Education programme in figures",
  "education.hero.students": "Students",
  "education.hero.ages": "Aged {min}-{max}",
  "education.hero.literacy": "Literacy target",
  "education.hero.literacyHint": "In every age group",
  "education.hero.investment": "Investment",
  "education.hero.investmentHint": "Planned; nothing spent yet",
  "education.hero.groups": "Age groups",
  "education.hero.groupsHint": "Three programmes",

  "education.groups.title": "Programmes by age group",
  "education.groups.description":
    "Three programmes, one for each stage of childhood. Together they reach all {students} children.",
  "education.groups.early.title": "Early learners",
  "education.groups.middle.title": "Middle school",
  "education.groups.young.title": "Young adults",
  "education.groups.ages": "Ages {range}",
  "education.groups.students": "{count} students",
  "education.groups.literacy": "Literacy today",
  "education.groups.target": "Target",
  "education.groups.progress": "{title}: literacy {current}% today, target {target}%",
  "education.groups.programs": "Programmes",
  "education.groups.outcomes": "Outcomes",

  "education.methods.title": "How children will learn",
  "education.methods.description": "Four teaching methods, used in every age group.",
  "education.methods.personalised": "AI-personalised learning",
  "education.methods.motherTongue": "Mother tongue first",
  "education.methods.projects": "Learning by doing",
  "education.methods.community": "Parents and elders as teachers",

  "education.roadmap.title": "Roadmap",
  "education.roadmap.description":
    "Three phases on the programme calendar. Work starts in Q4 2025, so every phase is at 0%.",
  "education.roadmap.phase1": "Phase 1: Foundation",
  "education.roadmap.phase2": "Phase 2: Expansion",
  "education.roadmap.phase3": "Phase 3: Completion",
  "education.roadmap.status": "Upcoming",
  "education.roadmap.activities": "Activities",
  "education.roadmap.milestones": "Milestones",
  "education.roadmap.progress": "{title}: {progress}% complete",
  "education.roadmap.percent": "{progress}% complete",

  "education.links.title": "Help every child learn",
  "education.links.description":
    "Back the programme, then follow its literacy figures on the progress dashboard as the work begins.",
  "education.links.support": "Support Education",
  "education.links.track": "Track Progress",
} as const;
