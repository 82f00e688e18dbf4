import { formatCrore, formatNumber, formatRupees } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator, type Translate } from "@/lib/messages";
import { OG_FONT_FAMILY } from "@/lib/og-fonts";
import { routeText } from "@/lib/route-text";
import type { RouteId } from "@/lib/routes";

/** The key figures along the bottom of a card: the plan's budget, the villagers and the months. */
export interface CardFacts {
  budget: number;
  population: number;
  months: number;
}

/** A card's key figures, written for the language. */
export function factsText(lang: Lang, t: Translate, facts: CardFacts): string[] {
  return [
    t("og.fact.plan", { amount: formatCrore(facts.budget, lang, 2) }),
    t("og.fact.villagers", { n: formatNumber(facts.population, lang) }),
    t("og.fact.months", { n: formatNumber(facts.months, lang) }),
  ];
}

/** The 1200×630 share card in one language: the page's title and figure line, and its key figures. */
export function OgCard({
  title,
  figure,
  t,
  facts,
}: {
  title: string;
  figure: string;
  t: Translate;
  /** The key figures along the bottom: the programme's, or a village's own. */
  facts: string[];
}) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        // Satori 0.63 sizes boxes as content-box, as CSS does: the padding goes inside 1200×630.
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "linear-gradient(135deg, #f4f1e6 0%, #dcebdc 100%)",
        color: "#1d3326",
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div
        style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 30, fontWeight: 700 }}
      >
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 14,
            background: "#2f7a4f",
            color: "#fbfbf7",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          DV
        </div>
        {`${t("brand.name")} · ${t("brand.tagline")}`}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
        <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 38, color: "#2f7a4f", fontWeight: 700 }}>{figure}</div>
      </div>
      <div style={{ display: "flex", gap: 40, fontSize: 30 }}>
        {facts.map((f) => (
          <div key={f} style={{ display: "flex" }}>
            {f}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A route's share card in a language, as /og/… draws it: its title and its figure line, and the
 * programme's key figures, which the route reads.
 */
export function routeCard(lang: Lang, id: RouteId, facts: CardFacts) {
  const t = translator(lang);
  return (
    <OgCard
      title={t(`route.${id}.title`)}
      figure={routeText(t, id, "summary")}
      t={t}
      facts={factsText(lang, t, facts)}
    />
  );
}

/** What a village's card shows: its name, place, money and plan (lib/programme's snapshot). */
export interface VillageCardData {
  name: string;
  place: string;
  budget: number;
  raised: number;
  spent: number;
  population: number;
  months: number;
}

/**
 * A village's share card in a language: its name, where it is, what it has received and spent,
 * and its own plan, people and months along the bottom.
 */
export function villageCard(lang: Lang, v: VillageCardData) {
  const t = translator(lang);
  return (
    <OgCard
      title={v.name}
      figure={t("og.village.figure", {
        place: v.place,
        raised: formatRupees(v.raised, lang),
        spent: formatRupees(v.spent, lang),
      })}
      t={t}
      facts={factsText(lang, t, v)}
    />
  );
}
