/** Messages of the ai-lab-impact page. */
export const aiLabImpact = {
  "ai-lab-impact.hero.description":
    "A village AI learning lab where children learn at their own level in Hindi, Chhattisgarhi and English, and adults train for digital work.",
  "ai-lab-impact.hero.students": "Student places",
  "ai-lab-impact.hero.courses": "Courses planned",
  "ai-lab-impact.hero.computers": "Workstations",
  "ai-lab-impact.hero.backup": "Power backup",
  "ai-lab-impact.metrics.title": "Tracked metrics",
  "ai-lab-impact.metric.utilization": "Lab utilization",
  "ai-lab-impact.metric.students": "Students enrolled",
  "ai-lab-impact.metric.courses": "Courses available",
  "ai-lab-impact.metric.programming": "Students learning programming",
  "ai-lab-impact.programmes.title": "Training programmes",
  "ai-lab-impact.programmes.description":
    "Planned places in the first cohort. Teaching starts when the lab opens in {quarter}, so no programme has begun.",
  "ai-lab-impact.programme.foundations": "Digital Foundations",
  "ai-lab-impact.programme.tutor": "AI Tutor Programme",
  "ai-lab-impact.programme.coding": "Coding and Robotics",
  "ai-lab-impact.programme.adults": "Digital Skills for Work",
  "ai-lab-impact.programme.ages": "Ages {min}–{max}",
  "ai-lab-impact.programme.participants": "Planned places",
  "ai-lab-impact.programme.completion": "Completion",
  "ai-lab-impact.programme.progress": "{title}: {percent} complete",
  "ai-lab-impact.facilities.title": "Facilities",
  "ai-lab-impact.facilities.description":
    "What the lab is planned to open with, against the full build-out.",
  "ai-lab-impact.facility.workstations": "Workstations",
  "ai-lab-impact.facility.software": "Software licences",
  "ai-lab-impact.facility.backup": "Power backup",
  "ai-lab-impact.stories.title": "Success stories we are working towards",
  "ai-lab-impact.projections.title": "Five-year projections",
  "ai-lab-impact.projections.description":
    "Where each measure starts and where the plan expects it in year 5.",
  "ai-lab-impact.projection.employment": "Youth in skilled or digital work",
  "ai-lab-impact.projection.skills": "Adults with digital skills",
  "ai-lab-impact.projection.projects": "Community tech projects",
  "ai-lab-impact.projection.income": "Families with a digital income",
  "ai-lab-impact.projection.range": "{start} → {year5}",
  "ai-lab-impact.projection.points": "+{n} percentage points by year 5",
  "ai-lab-impact.projection.times": "{n}× the start by year 5",
  "ai-lab-impact.programme.foundations.description":
    "Playful lessons in reading, numbers and using a tablet, with an AI tutor that speaks Chhattisgarhi.",
  "ai-lab-impact.programme.tutor.description":
    "Maths, science and language practice that adapts to each child's level, in Hindi, Chhattisgarhi or English.",
  "ai-lab-impact.programme.coding.description":
    "Programming, simple robotics and app projects that solve problems the village itself names.",
  "ai-lab-impact.programme.adults.description":
    "Remote work, digital marketing, online banking and selling crops and crafts online.",
  "ai-lab-impact.facility.workstations.description":
    "Computers with headsets and webcams, shared in shifts between school hours and evening classes.",
  "ai-lab-impact.facility.software.description":
    "Learning apps and tools, chosen for offline use and for lessons in local languages.",
  "ai-lab-impact.facility.backup.description":
    "Solar battery backup so classes go on through power cuts and after dark.",
  "ai-lab-impact.story.kavita.name": "Kavita",
  "ai-lab-impact.story.kavita.role": "Class 9 student",
  "ai-lab-impact.story.kavita.story":
    "Kavita practises maths with the AI tutor after school, in Chhattisgarhi. It notices she loses marks on fractions and gives her ten minutes of practice a day at her level.",
  "ai-lab-impact.story.kavita.hope": "Sit her Class 10 exams with confidence and choose science.",
  "ai-lab-impact.story.ramesh.name": "Ramesh",
  "ai-lab-impact.story.ramesh.role": "Farmer's son, finished Class 12",
  "ai-lab-impact.story.ramesh.story":
    "Ramesh joins the evening digital-skills course, learns spreadsheets and online customer support, and applies for remote jobs from the lab.",
  "ai-lab-impact.story.ramesh.hope": "A first income earned online without leaving the village.",
  "ai-lab-impact.story.sunita.name": "Sunita",
  "ai-lab-impact.story.sunita.role": "Self-help group member",
  "ai-lab-impact.story.sunita.story":
    "Sunita's group learns to photograph their bamboo crafts, price them and take orders on a phone, with the lab's help at each step.",
  "ai-lab-impact.story.sunita.hope": "Steady orders from buyers outside the district.",
} as const;
