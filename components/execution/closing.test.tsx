import { renderToStaticMarkup } from "react-dom/server";
import agri from "@/components/pages/agri-processing-execution";
import digital from "@/components/pages/digital-services-execution";
import tourism from "@/components/pages/village-tourism-execution";
import { budgetCategories } from "@/content/budget-categories";
import { executionPlans, type ExecutionPlanId } from "@/content/figures/sums";
import { formatRupees } from "@/lib/format";

const pages: [ExecutionPlanId, typeof agri][] = [
  ["digital", digital],
  ["agri", agri],
  ["tourism", tourism],
];

async function pageText(Page: typeof agri, lang: string) {
  const element = await Page({ params: Promise.resolve({ lang }) } as Parameters<typeof agri>[0]);
  return renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the execution plans' closing sentence says what the hub tracks of them", () => {
  it("names each plan's investment and the ₹0 the hub's categories give it, in three languages", async () => {
    // No budget category is named for an execution plan: the hub gives them nothing.
    expect(budgetCategories.map((c) => c.id as string)).not.toContain("digital");
    for (const [plan, Page] of pages) {
      const investment = formatRupees(executionPlans[plan].investment, "en");
      const en = await pageText(Page, "en");
      expect(en).toContain(
        `This plan's ${investment} is not a line among the Transparency Hub's budget categories, which give it ₹0, so the hub does not track its spending yet;`,
      );
      expect(en).not.toContain("Every rupee of this plan is part of the programme budget");
      expect(await pageText(Page, "hi")).toContain(`इस योजना के ${investment} खुला हिसाब केंद्र`);
      expect(await pageText(Page, "cg")).toContain(`ए योजना के ${investment} खुल्ला हिसाब केंद्र`);
    }
  });
});
