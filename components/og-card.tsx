import { TOTAL_INVESTMENT, programme } from "@/content/budget";
import { village } from "@/content/village";
import { formatCrore, formatNumber } from "@/lib/format";
import { OG_FONT_FAMILY } from "@/lib/og-fonts";

/** The 1200×630 share card: the page's own title and figure line, and the programme's key figures. */
export function OgCard({ title, figure }: { title: string; figure: string }) {
  const facts = [
    `${formatCrore(TOTAL_INVESTMENT, "en", 2)} plan`,
    `${formatNumber(village.population.total)} villagers`,
    `${programme.months} months`,
  ];
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
        Digital Village · Chhattisgarh pilot
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
