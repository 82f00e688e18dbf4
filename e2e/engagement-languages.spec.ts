import { expect, test } from "@playwright/test";
import { engagementVars } from "../content/engagement/shared";
import { quarterlyMilestones } from "../content/impact";
import { planVars } from "../content/implementation";
import { engagement as cgEngagement } from "../content/i18n/cg/engagement";
import { impact as cgImpact } from "../content/i18n/cg/impact";
import { implementationTimeline as cgPlan } from "../content/i18n/cg/implementation-timeline";
import { engagement as enEngagement } from "../content/i18n/en/engagement";
import { impact as enImpact } from "../content/i18n/en/impact";
import { implementationTimeline as enPlan } from "../content/i18n/en/implementation-timeline";
import { engagement as hiEngagement } from "../content/i18n/hi/engagement";
import { impact as hiImpact } from "../content/i18n/hi/impact";
import { implementationTimeline as hiPlan } from "../content/i18n/hi/implementation-timeline";
import type { Lang } from "../lib/i18n";
import { interpolate } from "../lib/messages";
import { mainText } from "./support/text";

type EngagementKey = keyof typeof enEngagement;
type ImpactKey = keyof typeof enImpact;

/** The body copy that moved out of content/engagement/ into the engagement dictionaries. */
const engagementKeys = (Object.keys(enEngagement) as EngagementKey[]).filter((key) =>
  /^engagement\.(metric\.\w+\.trend|way\.[\w-]+\.(now1|now2|later)|journey\.\w+\.(description|feedback)|activity\.\w+\.(participants|frequency|impact|description)|proof\.\w+\.(description|impact))$/.test(
    key,
  ),
);

/** The metrics of the impact categories, moved to the impact dictionaries. */
const impactKeys = (Object.keys(enImpact) as ImpactKey[]).filter((key) =>
  /^impact\.item\.\w+$/.test(key),
);

/** The milestones' activities, in the implementation timeline's words. */
const milestoneKeys = quarterlyMilestones.flatMap((q) =>
  q.activities.map((id) => `implementation-timeline.plan.${id}.title` as const),
);

/** A moved message as the page shows it in one language, its figures filled in. */
function engagementShown(key: EngagementKey, lang: Lang): string {
  const dict = { en: enEngagement, hi: hiEngagement, cg: cgEngagement }[lang];
  return interpolate(dict[key], engagementVars(lang));
}
function impactShown(key: ImpactKey, lang: Lang): string {
  const dict = { en: enImpact, hi: hiImpact, cg: cgImpact }[lang];
  return dict[key];
}
function milestoneShown(key: (typeof milestoneKeys)[number], lang: Lang): string {
  const dict = { en: enPlan, hi: hiPlan, cg: cgPlan }[lang];
  return interpolate(dict[key], planVars(lang));
}

const cases = [
  {
    lang: "hi",
    engagement: [
      "जिस उम्र के लोगों की आप मदद करना चाहते हैं, उनकी योजना पढ़ें।",
      "गाँव पर्यटन की योजना में उस समय के लिए 2 से 5 दिन तक रुकने की बात है।",
      "गाँव के 200+ बड़े (योजना के अनुसार), साथ में स्वयंसेवक मददगार",
      "डिजिटल सेवा केंद्र के 40 युवा",
      "हम जो प्रकाशित करते हैं, क्या वह हमसे हिसाब माँगने के लिए काफ़ी है?",
    ],
    impact: [
      "पढ़ाई के कार्यक्रमों में बच्चे",
      "सैटेलाइट इंटरनेट किट का ऑर्डर (3 किट) और हॉटस्पॉट की जगहें तय",
      "बैटरी के साथ सौर ग्रिड (15 kW)",
      "गाँव की समिति को सौंपना",
      "2025 की चौथी तिमाही",
    ],
  },
  {
    lang: "cg",
    engagement: [
      "जेन उमर के मनखे मन के तुमन मदद करना चाहथव, ओकर योजना पढ़व।",
      "गाँव पर्यटन के योजना म ओ बेरा बर 2 ले 5 दिन तक रुके के बात हवय।",
      "गाँव के 200+ बड़े मनखे (योजना के मुताबिक), संग म सेवा करइया मददगार",
      "डिजिटल सेवा केंद्र के 40 नवजवान",
      "हमन जेन छापथन, का ओ हमर ले हिसाब माँगे बर पूरा हे?",
    ],
    impact: [
      "पढ़ई के कार्यक्रम म लइका मन",
      "सैटेलाइट इंटरनेट किट के ऑर्डर (3 किट) अउ हॉटस्पॉट के जगा तय",
      "बैटरी संग सोलर ग्रिड (15 kW)",
      "गाँव के समिति ला सौंपना",
      "2025 के चौथा तिमाही",
    ],
  },
] as const;

test("the moved body copy is every way's, metric's, step's, programme's, proof's, metric row's and milestone's", () => {
  // Engagement: 4 metric hints, 5 ways x 3, 5 steps x 2, 6 programmes x 4, 4 proofs x 2.
  expect(engagementKeys).toHaveLength(4 + 15 + 10 + 24 + 8);
  // Impact: 22 category metrics, 39 planned activities.
  expect(impactKeys).toHaveLength(22);
  expect(milestoneKeys).toHaveLength(39);
});

for (const { lang, engagement, impact } of cases) {
  test(`/${lang}/engagement reads in its own language, with no English body copy`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/engagement`);
    const text = await mainText(page);
    for (const key of engagementKeys) {
      expect(text, key).toContain(engagementShown(key, lang));
      expect(text, key).not.toContain(engagementShown(key, "en"));
    }
    for (const sentence of engagement) expect(text).toContain(sentence);
    await expect(
      page.getByRole("main").getByText(engagementShown("engagement.way.volunteer.now1", lang)),
    ).toBeVisible();
  });

  test(`/${lang}/impact reads in its own language, with no English body copy`, async ({ page }) => {
    await page.goto(`/${lang}/impact`);
    const text = await mainText(page);
    for (const key of impactKeys) {
      expect(text, key).toContain(impactShown(key, lang));
      expect(text, key).not.toContain(impactShown(key, "en"));
    }
    for (const key of milestoneKeys) {
      expect(text, key).toContain(milestoneShown(key, lang));
      expect(text, key).not.toContain(milestoneShown(key, "en"));
    }
    for (const sentence of impact) expect(text).toContain(sentence);
    await expect(
      page.getByRole("main").getByText(impactShown("impact.item.children", lang), { exact: true }),
    ).toBeVisible();
  });
}

test("/engagement still shows the English body copy", async ({ page }) => {
  await page.goto("/engagement");
  const text = await mainText(page);
  for (const key of engagementKeys) expect(text, key).toContain(engagementShown(key, "en"));
  await expect(
    page
      .getByRole("main")
      .getByText(
        "Volunteer roles in digital literacy and mentoring open with the launch in Q4 2025, and will be listed here.",
      ),
  ).toBeVisible();
});

test("/impact still shows the English body copy", async ({ page }) => {
  await page.goto("/impact");
  const text = await mainText(page);
  for (const key of impactKeys) expect(text, key).toContain(impactShown(key, "en"));
  for (const key of milestoneKeys) expect(text, key).toContain(milestoneShown(key, "en"));
  await expect(
    page
      .getByRole("main")
      .getByText("Satellite internet kits ordered (3 kits) and hotspot sites chosen"),
  ).toBeVisible();
});
