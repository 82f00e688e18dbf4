import { expect, test, type Page } from "@playwright/test";
import { aiLabImpact } from "../content/i18n/en/ai-lab-impact";
import { solarPowerImpact } from "../content/i18n/en/solar-power-impact";
import { starlinkImpact } from "../content/i18n/en/starlink-impact";
import { telemedicineImpact } from "../content/i18n/en/telemedicine-impact";
import { mainText } from "./support/text";

/**
 * The body copy of the four impact pages (descriptions, service facts, outcomes, phases and the
 * illustrative stories) reads in Hindi on /hi/... and in Chhattisgarhi on /cg/..., and none of
 * the English moved into the dictionaries is left there.
 */

type Dict = Readonly<Record<string, string>>;

/**
 * The English moved out of content/impact-pages/: its keys have four parts
 * (`<page>.<list>.<id>.<field>`), the page's headings and labels three. Templates ("{km}") and
 * values with no Latin letters ("24/7") are left out.
 */
function movedEnglish(dict: Dict): string[] {
  return Object.entries(dict)
    .filter(([key, text]) => key.split(".").length === 4 && !text.includes("{"))
    .map(([, text]) => text)
    .filter((text) => /[A-Za-z]/.test(text));
}

interface Case {
  path: string;
  dict: Dict;
  english: string[];
  hi: string[];
  cg: string[];
}

const cases: Case[] = [
  {
    path: "/telemedicine-impact",
    dict: telemedicineImpact,
    english: [
      telemedicineImpact["telemedicine-impact.story.mohan.story"],
      "Ambulance called with notes sent ahead",
      "A 50 km trip to a doctor",
      "+80 points",
    ],
    hi: [
      "प्रशिक्षण पाया स्वास्थ्य कार्यकर्ता दिन हो या रात, मरीज़ों को वीडियो से डॉक्टर से जोड़ता है।",
      "डॉक्टर तक 50 किमी का सफ़र",
      "+80 अंक",
      "शांति बाई",
      "सुरक्षित प्रसव, और ख़तरे समय पर पहचाने जाएँ।",
      "आशा और ANM कार्यकर्ता",
    ],
    cg: [
      "सिखे-पढ़े स्वास्थ्य कार्यकर्ता दिन होय के रात, मरीज मन ला वीडियो ले डॉक्टर ले जोड़थे।",
      "डॉक्टर तक 50 किमी के रद्दा",
      "कुछ मिनट म मदद, अउ अस्पताल पहुँचते साठ सही इलाज।",
      "मितानिन अउ ANM कार्यकर्ता",
    ],
  },
  {
    path: "/solar-power-impact",
    dict: solarPowerImpact,
    english: [
      solarPowerImpact["solar-power-impact.story.lata.story"],
      "No diesel",
      "Jan - Jun 2024",
      "Apr - Jun 2025",
    ],
    hi: [
      "पीने के पानी और सिंचाई के लिए सौर पंप, जो डीज़ल पंपों की जगह लेंगे।",
      "जनवरी - जून 2024",
      "डीज़ल नहीं",
      "शाम पढ़ाई के लिए, बिजली ढूँढने के लिए नहीं।",
    ],
    cg: [
      "पिए के पानी अउ सिंचाई बर सोलर पंप, जेन डीजल पंप के जगा लेहीं।",
      "अप्रैल - जून 2025",
      "डीजल नइ",
      "हर बछर दूसर फसल, अउ ईंधन के पइसा के बचत।",
    ],
  },
  {
    path: "/ai-lab-impact",
    dict: aiLabImpact,
    english: [aiLabImpact["ai-lab-impact.story.sunita.story"], "Farmer's son, finished Class 12"],
    hi: [
      "सौर बैटरी बैकअप, ताकि बिजली जाने पर और अँधेरा होने के बाद भी कक्षाएँ चलती रहें।",
      "गाँव छोड़े बिना ऑनलाइन पहली कमाई।",
      "किसान का बेटा, 12वीं पास",
    ],
    cg: [
      "प्रोग्रामिंग, सरल रोबोटिक्स अउ ऐप प्रोजेक्ट, जेन ओ समस्या मन ला सुलझाथे जेला गाँव खुदे बताथे।",
      "जिला के बाहिर के बिसइया मन ले लगातार ऑर्डर।",
    ],
  },
  {
    path: "/starlink-impact",
    dict: starlinkImpact,
    english: [
      starlinkImpact["starlink-impact.phase.households.description"],
      "Before launch, 2025",
      "By Jun 2026",
    ],
    hi: [
      "हर घर को जोड़ना, और हर परिवार के लिए डिजिटल साक्षरता की एक बैठक।",
      "शुरुआत से पहले, 2025",
      "जून 2026 तक",
    ],
    cg: [
      "पेंसन, भुइयाँ के रिकॉर्ड, बैंक खाता अउ योजना मन के आवेदन ऑनलाइन, बिना दिन भर के रद्दा अउ छूटे रोजी के।",
      "सुरुआत ले पहिली, 2025",
    ],
  },
];

const illustrative = { hi: "काल्पनिक उदाहरण", cg: "कल्पना के उदाहरन" } as const;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return { main: page.getByRole("main"), text: await mainText(page) };
}

for (const c of cases) {
  test.describe(`${c.path} body copy`, () => {
    test("English page still shows the moved English", async ({ page }) => {
      const { main } = await open(page, c.path);
      for (const sentence of c.english)
        await expect(main.getByText(sentence).first()).toBeVisible();
    });

    for (const lang of ["hi", "cg"] as const) {
      test(`/${lang}${c.path} reads in its language`, async ({ page }) => {
        const { main, text } = await open(page, `/${lang}${c.path}`);
        for (const sentence of c[lang])
          await expect(main.getByText(sentence).first()).toBeVisible();
        const left = movedEnglish(c.dict).filter((english) => text.includes(english));
        expect(left, "English body copy left on the page").toEqual([]);
        for (const english of c.english) expect(text).not.toContain(english);
        // Stories stay marked illustrative in every language: a badge on each of the three.
        if (await page.locator("#stories").count())
          await expect(
            page.locator("#stories").getByText(illustrative[lang], { exact: true }),
          ).toHaveCount(3);
      });
    }
  });
}
