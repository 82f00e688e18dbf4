import { chrome } from "./chrome";
import { home } from "./home";
import { routeMessages } from "./routes";
import { screens } from "./screens";
import { ourPlan } from "./our-plan";
import { investment } from "./investment";
import { dashboard } from "./dashboard";
import { transparency } from "./transparency";
import { expertAdvisory } from "./expert-advisory";
import { riskManagement } from "./risk-management";
import { partnershipEcosystem } from "./partnership-ecosystem";
import { scaling } from "./scaling";
import { implementationTimeline } from "./implementation-timeline";
import { evidence } from "./evidence";
import { community } from "./community";
import { impact } from "./impact";
import { engagement } from "./engagement";
import { education } from "./education";
import { initiatives } from "./initiatives";
import { timeline } from "./timeline";
import { starlinkImpact } from "./starlink-impact";
import { aiLabImpact } from "./ai-lab-impact";
import { telemedicineImpact } from "./telemedicine-impact";
import { solarPowerImpact } from "./solar-power-impact";
import { impactPages } from "./impact-pages";
import { digitalServicesExecution } from "./digital-services-execution";
import { agriProcessingExecution } from "./agri-processing-execution";
import { villageTourismExecution } from "./village-tourism-execution";
import { qualityCheck } from "./quality-check";
import { journey } from "./journey";

/** English is the source of every message key; other languages must supply each one. */
export const en = {
  ...chrome,
  ...routeMessages,
  ...screens,
  ...home,
  ...ourPlan,
  ...investment,
  ...dashboard,
  ...transparency,
  ...expertAdvisory,
  ...riskManagement,
  ...partnershipEcosystem,
  ...scaling,
  ...implementationTimeline,
  ...evidence,
  ...community,
  ...impact,
  ...engagement,
  ...education,
  ...initiatives,
  ...timeline,
  ...starlinkImpact,
  ...aiLabImpact,
  ...telemedicineImpact,
  ...solarPowerImpact,
  ...impactPages,
  ...digitalServicesExecution,
  ...agriProcessingExecution,
  ...villageTourismExecution,
  ...qualityCheck,
  ...journey,
};

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
