/** Messages of the solar-power-impact page. */
export const solarPowerImpact = {
  "solar-power-impact.hero.description":
    "Solar water pumps and a village solar grid with battery storage: clean, reliable power for homes, farms, the school and the health centre.",
  "solar-power-impact.hero.capacity": "Planned capacity",
  "solar-power-impact.hero.output": "Energy a year",
  "solar-power-impact.hero.storage": "Storage",
  "solar-power-impact.hero.payback": "Payback (ROI)",
  "solar-power-impact.metrics.title": "Tracked metrics",
  "solar-power-impact.metric.capacity": "Solar capacity",
  "solar-power-impact.metric.coverage": "Household coverage",
  "solar-power-impact.metric.storage": "Battery storage",
  "solar-power-impact.metric.carbon": "Carbon avoided",
  "solar-power-impact.components.title": "System components",
  "solar-power-impact.component.panels": "Solar Panel Array",
  "solar-power-impact.component.battery": "Battery Storage",
  "solar-power-impact.component.grid": "Village Micro-grid",
  "solar-power-impact.component.pumps": "Solar Water Pumps",
  "solar-power-impact.stat.efficiency": "Panel efficiency",
  "solar-power-impact.stat.lifespan": "Lifespan",
  "solar-power-impact.stat.output": "Energy a year",
  "solar-power-impact.stat.battery": "Battery capacity",
  "solar-power-impact.stat.backupLaunch": "Backup at opening (plan)",
  "solar-power-impact.stat.backupTarget": "Backup target",
  "solar-power-impact.stat.gridEfficiency": "Grid efficiency",
  "solar-power-impact.stat.reliability": "Reliability",
  "solar-power-impact.stat.coverage": "Households covered",
  "solar-power-impact.stat.cleanWater": "Homes with clean water today",
  "solar-power-impact.stat.power": "Runs on",
  "solar-power-impact.stat.fuel": "Fuel",
  "solar-power-impact.environment.title": "Environmental gains",
  "solar-power-impact.environment.carbon": "Carbon avoided (target)",
  "solar-power-impact.environment.energy": "Clean energy produced",
  "solar-power-impact.environment.coverage": "Households on clean power (target)",
  "solar-power-impact.environment.carbonHint": "Instead of diesel pumps and kerosene lamps",
  "solar-power-impact.environment.energyHint": "From sunlight, with no fuel burned",
  "solar-power-impact.environment.coverageHint": "Reliable electricity today: {today}",
  "solar-power-impact.economics.title": "Economic gains",
  "solar-power-impact.economics.budget": "Solar budget",
  "solar-power-impact.economics.budgetHint": "Budget line on the transparency hub, from {quarter}",
  "solar-power-impact.economics.payback": "Payback (ROI)",
  "solar-power-impact.economics.paybackHint":
    "The system pays for itself from energy and fuel savings",
  "solar-power-impact.economics.lifespan": "System lifespan",
  "solar-power-impact.economics.lifespanHint": "{years} of power after payback",
  "solar-power-impact.phases.title": "Preparation phases",
  "solar-power-impact.phases.description":
    "The preparation phases and their completion as the plan states them. Installation follows the solar budget line, from {quarter}.",
  "solar-power-impact.phase.feasibility": "Feasibility study",
  "solar-power-impact.phase.design": "System design",
  "solar-power-impact.phase.approvals": "Approvals and permits",
  "solar-power-impact.phase.procurement": "Suppliers and training",
  "solar-power-impact.goals.title": "Sustainability goals",
  "solar-power-impact.goal.coverage": "{value} of households on solar power",
  "solar-power-impact.goal.storage": "{value} of battery backup after sunset",
  "solar-power-impact.goal.carbon": "{value} of carbon avoided",
  "solar-power-impact.goal.upkeep":
    "A system that lasts {value}, looked after by trained village technicians",
  "solar-power-impact.stories.title": "Stories from a solar village",
  "solar-power-impact.component.panels.description":
    "High-efficiency panels on community roofs and unused land, sized for homes, pumps and the lab.",
  "solar-power-impact.component.battery.description":
    "A battery bank that keeps lights, the clinic and the internet running after sunset.",
  "solar-power-impact.component.grid.description":
    "A village micro-grid with smart meters, so every household gets a fair, metered supply.",
  "solar-power-impact.component.pumps.description":
    "Solar water pumps for drinking water and irrigation, replacing diesel pumps.",
  "solar-power-impact.stat.power.value": "Daytime sun",
  "solar-power-impact.stat.fuel.value": "No diesel",
  "solar-power-impact.phase.feasibility.description":
    "Sunlight, land and load study of homes, pumps, the school and the health centre.",
  "solar-power-impact.phase.design.description":
    "System design: array size, battery bank, micro-grid layout and pump locations.",
  "solar-power-impact.phase.approvals.description":
    "Gram panchayat consent, net-metering and subsidy applications, land agreements.",
  "solar-power-impact.phase.procurement.description":
    "Choosing suppliers and installers, and training village technicians to maintain the system.",
  "solar-power-impact.story.bhagwat.name": "Bhagwat",
  "solar-power-impact.story.bhagwat.role": "Paddy and vegetable farmer",
  "solar-power-impact.story.bhagwat.story":
    "Bhagwat waters his vegetable plot with a solar pump in the daytime instead of paying for diesel and waiting for grid power at night.",
  "solar-power-impact.story.bhagwat.hope": "A second crop each year and money saved on fuel.",
  "solar-power-impact.story.anjali.name": "Anjali",
  "solar-power-impact.story.anjali.role": "Class 10 student",
  "solar-power-impact.story.anjali.story":
    "Anjali studies under a bright light after dark and charges the family phone for her online lessons without a trip to the shop.",
  "solar-power-impact.story.anjali.hope": "Evenings for study, not for looking for power.",
  "solar-power-impact.story.lata.name": "Lata",
  "solar-power-impact.story.lata.role": "Health worker",
  "solar-power-impact.story.lata.story":
    "Lata keeps vaccines cold and the telemedicine link up through power cuts, because the health centre runs on battery backup.",
  "solar-power-impact.story.lata.hope": "No vaccine lost and no consultation dropped.",
} as const;
