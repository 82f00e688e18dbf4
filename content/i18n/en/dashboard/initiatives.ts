/** The phases' initiatives (ids in content/dashboard.ts): name and what the work is. */
export const initiativeMessages = {
  // Phase 1
  "dashboard.initiative.connectivity.name": "Satellite connectivity",
  "dashboard.initiative.connectivity.description":
    "Three Starlink kits and village Wi-Fi hotspots, so every household can get online.",
  "dashboard.initiative.telemedicine.name": "Basic telemedicine centre",
  "dashboard.initiative.telemedicine.description":
    "A village health room with video consultations and a trained health worker.",
  "dashboard.initiative.solarPumps.name": "Solar water pumps",
  "dashboard.initiative.solarPumps.description":
    "Solar pumps and storage for clean drinking water and irrigation.",
  "dashboard.initiative.digitalLiteracy.name": "Digital literacy programme",
  "dashboard.initiative.digitalLiteracy.description":
    "Phone and computer basics for adults, in Chhattisgarhi and Hindi.",
  // Phase 2
  "dashboard.initiative.aiLab.name": "AI learning lab",
  "dashboard.initiative.aiLab.description":
    "Computers and AI-assisted lessons in Hindi, Chhattisgarhi and English for school-age children.",
  "dashboard.initiative.skills.name": "Skills training",
  "dashboard.initiative.skills.description":
    "Digital marketing and remote-work courses at the community skills hub.",
  "dashboard.initiative.solarGrid.name": "Solar grid",
  "dashboard.initiative.solarGrid.description":
    "A {kw} kW solar grid for the school, the health room and the skills hub.",
  "dashboard.initiative.womenGroups.name": "Women's enterprise groups",
  "dashboard.initiative.womenGroups.description":
    "Self-help groups with training, tools and online selling.",
  // Phase 3
  "dashboard.initiative.agriProcessing.name": "Agri-processing and market access",
  "dashboard.initiative.agriProcessing.description":
    "Processing equipment and online buyers for the village's produce.",
  "dashboard.initiative.skillsHub.name": "Community skills hub",
  "dashboard.initiative.skillsHub.description":
    "Advanced courses and mentoring for work from the village.",
  "dashboard.initiative.artisans.name": "Artisan enterprise",
  "dashboard.initiative.artisans.description":
    "Design, packaging and online sales for {artisans} local artisans.",
  "dashboard.initiative.handover.name": "Village committees and handover",
  "dashboard.initiative.handover.description":
    "Villagers trained to run and maintain every service themselves.",
  "dashboard.initiative.evaluation.name": "Impact evaluation and replication guide",
  "dashboard.initiative.evaluation.description":
    "An end-of-programme survey against the baseline and a guide for the next villages.",
} as const;
