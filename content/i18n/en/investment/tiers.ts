/** What each investment tier funds: `investment.tier.<key>.impact` and `investment.outcome.<id>`. */
export const tierMessages = {
  "investment.tier.family_connector.impact":
    "Connects a group of village families to the internet, telemedicine and digital learning.",
  "investment.outcome.internet":
    "Household internet and digital literacy sessions for the families reached",
  "investment.outcome.telemedicine":
    "Telemedicine consultations for their members at the village centre",
  "investment.outcome.learning": "AI-assisted learning time for their school-age children",
  "investment.tier.family_transformer.impact":
    "Takes families from first connection to new skills and a second source of income.",
  "investment.outcome.connectorTwice":
    "Everything a Village Connector funds, for twice the families",
  "investment.outcome.skills":
    "Skills training towards digital services or remote work for a young adult in each family",
  "investment.outcome.market":
    "Market access for the families' produce through the agri-processing centre",
  "investment.outcome.water": "Solar-powered water for the families' fields and homes",
  "investment.tier.community_champion.impact":
    "Backs families and the shared services the whole village relies on.",
  "investment.outcome.transformerTwice":
    "Everything a Family Transformer funds, for twice the families",
  "investment.outcome.sharedAssets":
    "A share of the shared assets: the solar grid, the skills hub and the telemedicine centre",
  "investment.outcome.enterprise": "Enterprise support for women's self-help groups",
  "investment.outcome.review":
    "A place in the quarterly review the programme holds with the village",
} as const;
