import type { FigureUnit } from "@/lib/figures";
import type { NumberToken, TokenUnit } from "./tokens";

/**
 * How a page writes a reading of a listed figure, so the page audit can find it in any of the
 * three languages: the kind of number, the word after it (36 months, 50 km, 15 kW) or before it
 * (Phase 2), and for figures whose number alone says little (a percentage, a count) the words
 * around it that name the measure. An entry with no terms is found by its number and unit alone.
 */
export interface Signature {
  unit: TokenUnit;
  after?: RegExp;
  before?: RegExp;
  terms?: RegExp;
  /** The terms must be in the number's own text, not only around it. */
  termsInText?: boolean;
}

/** A figure the audit looks for on pages: a listed one (its measure) or a headline one (its id). */
export interface Findable {
  id: string;
  measure?: string;
  unit: FigureUnit;
  readings: readonly { value: number }[];
}

const byUnit: Record<FigureUnit, Signature> = {
  rupees: { unit: "rupees" },
  months: { unit: "plain", after: /^(?:\s|-)?(?:months?|महीन(?:ों|ा|े)|माह)/i },
  percent: { unit: "percent" },
  people: { unit: "plain" },
  families: { unit: "plain" },
  km: { unit: "plain", after: /^\s?(?:km|किमी|किलोमीटर)/i },
  // "Phase 2" heads every phase's list: only a text naming the item too is a reading.
  phase: { unit: "plain", before: /(?:phase|चरण|चरन)\s?$/i, termsInText: true },
  kw: { unit: "plain", after: /^\s?(?:kw|किलोवाट)/i },
  computers: { unit: "plain" },
  households: { unit: "plain" },
  villages: { unit: "plain" },
  mbps: { unit: "plain", after: /^\s?mbps/i },
  // "Month 4" of the plan: only a text naming the item too is a reading.
  planMonth: { unit: "plain", before: /(?:month|महीना|महीने|माह)\s?$/i, termsInText: true },
};

/**
 * The words that name a measure (or a headline figure, by its id), in English, Hindi and
 * Chhattisgarhi (docs/translating.md).
 */
export const measureTerms: Readonly<Record<string, RegExp>> = {
  // Functional literacy, not health or digital literacy (their own targets).
  "target.literacy": /(?<!health |digital |स्वास्थ्य |डिजिटल )(?:literacy|साक्षर|पढ़े-लिखे|पढ़ई-लिखई)/i,
  // Women's empowerment, not women's literacy (the same 49% measures another thing).
  "target.women": /empower|सशक्त|ताकत|मजबूती/i,
  "target.women.baseline": /empower|सशक्त|ताकत|मजबूती/i,
  "target.economic.baseline": /income|economic|आय|कमाई|आर्थिक/i,
  "target.leadership.baseline": /leader|नेतृत्व|अगुवा/i,
  "population.children": /child|student|बच्च|छात्र|विद्यार्थी|लइका|पढ़इया/i,
  "funds.families": /famil|परिवार/i,
  "plan.computers": /computer|workstation|कंप्यूटर|वर्कस्टेशन/i,
  "category.solar.budget": /solar|सोलर|सौर/i,
  "category.aiLab.budget": /\bAI\b|एआई/,
  "category.starlink.budget": /starlink|satellite|internet|स्टारलिंक|सैटेलाइट|इंटरनेट/i,
  "initiative.aiLab.budget": /\bAI\b|एआई/,
  "initiative.aiLab.phase": /\bAI\b|एआई/,
  "initiative.handover.budget": /handover|सौंप/i,
  "initiative.solarGrid.phase": /solar grid|सोलर ग्रिड|सौर ग्रिड/i,
  "execution.digital.budget": /digital|डिजिटल/i,
  income: /income|earn|आय|कमाई|आमदनी/i,
  literacy: /(?<!health |digital |स्वास्थ्य |डिजिटल )(?:literacy|साक्षर|पढ़े-लिखे|पढ़ई-लिखई)/i,
  "funds-raised": /raised|received|जुटा|मिल/i,
  "funds-spent": /spent|खर्च|खरच/i,
  // The plan model's Phase 1 items (content/figures/plan-model/): a sum is theirs only beside its item.
  "phase1.satellite.budget": /satellite|starlink|सैटेलाइट|स्टारलिंक/i,
  // The items' own names, not the budget categories' ("Telemedicine Setup", "Water Infrastructure").
  "phase1.telemedicine.budget": /telemedicine (?:centre|services)|टेलीमेडिसिन (?:केंद्र|सेवा)/i,
  "phase1.waterWorks.budget": /pipeline|infrastructure completed|पाइपलाइन|ढाँचा पूरा/i,
  "phase1.literacy.budget": /digital literacy|डिजिटल साक्षर|डिजिटल पढ़ई/i,
  "phase1.surveyReview.budget":
    /baseline survey|phase 1 review|शुरुआती सर्वे|सुरुआती सर्वे|चरण 1 की समीक्षा|चरन 1 के जाँच/i,
  // The population is contested only where the age groups are added up beside it.
  "population.total": /age group|आयु वर्ग|उम्र|उमर/i,
  "phase2-budget": /(?:phase|चरण|चरन)\s?2/i,
  "phase3-budget": /(?:phase|चरण|चरन)\s?3/i,
};

export function signatureOf(figure: Findable): Signature {
  return { ...byUnit[figure.unit], terms: measureTerms[figure.measure ?? figure.id] };
}

/** Is `token`, in `text` with `context` around it, written the way the entry's readings are? */
export function looksLike(
  signature: Signature,
  token: NumberToken,
  text: string,
  context: string,
): boolean {
  if (token.unit !== signature.unit) return false;
  if (signature.after && !signature.after.test(text.slice(token.end))) return false;
  if (signature.before && !signature.before.test(text.slice(0, token.start))) return false;
  if (!signature.terms) return true;
  return signature.terms.test(signature.termsInText ? text : context);
}
