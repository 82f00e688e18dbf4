import type { Messages } from "@/content/i18n/types";
import type { riskManagement as en } from "@/content/i18n/en/risk-management";

export const riskManagement: Messages<typeof en> = {
  "risk-management.hero.description":
    "कार्यक्रम के हर पहचाने गए जोखिम की संभावना, उसका असर, उससे बचाव का तरीका और फिर भी हो जाए तो दूसरी योजना।",
  "risk-management.stat.total": "पहचाने गए जोखिम",
  "risk-management.stat.highImpact": "ज़्यादा असर वाले",
  "risk-management.stat.highProbability": "ज़्यादा संभावना वाले",
  "risk-management.stat.reserve": "आकस्मिक खर्च के लिए रखी राशि",

  "risk-management.level.low": "कम",
  "risk-management.level.medium": "मध्यम",
  "risk-management.level.high": "ज़्यादा",

  "risk-management.matrix.title": "संभावना × असर तालिका",
  "risk-management.matrix.description":
    "पंक्तियाँ बताती हैं कि जोखिम कितना संभव है, कॉलम बताते हैं कि उसका नुकसान कितना होगा। हर कोड नीचे की तालिका में उस जोखिम तक ले जाता है।",
  "risk-management.matrix.probability": "संभावना",
  "risk-management.matrix.impact": "असर",
  "risk-management.matrix.empty": "कोई जोखिम नहीं",
  "risk-management.matrix.severity.low": "कम गंभीर",
  "risk-management.matrix.severity.medium": "मध्यम गंभीर",
  "risk-management.matrix.severity.high": "ज़्यादा गंभीर",
  "risk-management.matrix.legend": "खाने का रंग",

  "risk-management.table.title": "जोखिमों की सूची",
  "risk-management.table.description":
    "हर महीने की प्रगति समीक्षा में यह सूची जाँची जाती है और हर चरण के अंत में जोखिमों को फिर से आँका जाता है।",
  "risk-management.table.id": "कोड",
  "risk-management.table.risk": "जोखिम",
  "risk-management.table.probability": "संभावना",
  "risk-management.table.impact": "असर",
  "risk-management.table.mitigation": "बचाव के उपाय",
  "risk-management.table.contingency": "दूसरी योजना",

  "risk-management.links.title": "योजना में देखें",
};
