import type { Messages } from "@/content/i18n/types";
import type { riskManagement as en } from "@/content/i18n/en/risk-management";

export const riskManagement: Messages<typeof en> = {
  "risk-management.hero.description":
    "कार्यक्रम के हर पहिचाने गे जोखिम: ओखर होय के संभावना, ओखर असर, ओखर ले कइसे बचे जाही, अउ तभो ले हो जाय त दूसर उपाय।",
  "risk-management.stat.total": "पहिचाने गे जोखिम",
  "risk-management.stat.highImpact": "जादा असर वाले",
  "risk-management.stat.highProbability": "जादा संभावना वाले",
  "risk-management.stat.reserve": "अचानक के खरचा बर बचा के राखे पइसा",

  "risk-management.level.low": "कम",
  "risk-management.level.medium": "मंझोला",
  "risk-management.level.high": "जादा",

  "risk-management.matrix.title": "संभावना × असर तालिका",
  "risk-management.matrix.description":
    "ऊपर ले खाल्हे जोखिम होय के संभावना, अउ डेरी ले जेवनी ओखर ले होय नुकसान देखाय गे हे। हर कोड खाल्हे के तालिका म ओ जोखिम तक ले जाथे।",
  "risk-management.matrix.probability": "संभावना",
  "risk-management.matrix.impact": "असर",
  "risk-management.matrix.empty": "कोनो जोखिम नइ",
  "risk-management.matrix.severity.low": "कम गंभीर",
  "risk-management.matrix.severity.medium": "मंझोला गंभीर",
  "risk-management.matrix.severity.high": "जादा गंभीर",
  "risk-management.matrix.legend": "खाना के रंग",

  "risk-management.table.title": "जोखिम मन के सूची",
  "risk-management.table.description":
    "हर महीना के प्रगति जाँच म ए सूची ला देखे जाथे, अउ हर चरन के आखिर म जोखिम मन ला फेर ले आँके जाथे।",
  "risk-management.table.id": "कोड",
  "risk-management.table.risk": "जोखिम",
  "risk-management.table.probability": "संभावना",
  "risk-management.table.impact": "असर",
  "risk-management.table.mitigation": "बचाव के उपाय",
  "risk-management.table.contingency": "दूसर उपाय",

  "risk-management.links.title": "योजना म देखव",
};
