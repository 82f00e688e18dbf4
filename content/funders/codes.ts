// Not in the content registry: the code lists of funders' formats (issue 43), as leaf data.

/**
 * The OECD DAC 5-digit purpose codes a budget category may be read as (plan.json `dac`), from
 * IATI's Sector codelist (vocabulary 1). Only the codes near this programme's work are listed; the
 * name of each, in three languages, is `funders.dac.<code>`.
 */
export const dacPurposeCodes = [
  "11120", // Education facilities and training
  "11220", // Primary education
  "11330", // Vocational training
  "12220", // Basic health care
  "12261", // Health education
  "14030", // Basic drinking water supply and basic sanitation
  "22020", // Telecommunications
  "22040", // Information and communication technology (ICT)
  "23230", // Solar energy for centralised grids
  "23231", // Solar energy for isolated grids and standalone systems
  "31120", // Agricultural development
  "32130", // Small and medium-sized enterprises (SME) development
  "43040", // Rural development
] as const;
export type DacPurposeCode = (typeof dacPurposeCodes)[number];

/**
 * The items of Schedule VII of the Companies Act, 2013 (the activities a company's CSR spending may
 * go to), by their numbers; plan.json `scheduleVII` names one per budget category. The item's
 * words, condensed, are `funders.scheduleVII.<item>`.
 */
export const scheduleVIIItems = [
  "i",
  "ii",
  "iii",
  "iv",
  "v",
  "vi",
  "vii",
  "viii",
  "ix",
  "x",
  "xi",
  "xii",
] as const;
export type ScheduleVIIItem = (typeof scheduleVIIItems)[number];

/**
 * IATI's OrganisationType codes (status.json `organisation.type`), each with its English name as the
 * codelist gives it.
 */
export const iatiOrganisationTypes = {
  "10": "Government",
  "11": "Local Government",
  "15": "Other Public Sector",
  "21": "International NGO",
  "22": "National NGO",
  "23": "Regional NGO",
  "24": "Partner Country based NGO",
  "30": "Public Private Partnership",
  "40": "Multilateral",
  "60": "Foundation",
  "70": "Private Sector",
  "71": "Private Sector in Provider Country",
  "72": "Private Sector in Aid Recipient Country",
  "73": "Private Sector in Third Country",
  "80": "Academic, Training and Research",
  "90": "Other",
} as const;
export type IatiOrganisationType = keyof typeof iatiOrganisationTypes;

/**
 * The registrations a CSR committee asks of an implementing agency before it signs, in the order
 * the site lists them (status.json `registrations`, keyed as the team writes them).
 */
export const registrationIds = ["CSR-1", "12A", "80G", "FCRA"] as const;
export type RegistrationId = (typeof registrationIds)[number];
