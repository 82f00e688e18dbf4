import { renderToStaticMarkup } from "react-dom/server";
import * as health from "@/app/api/quality-check/health/route";
import * as report from "@/app/api/quality-check/route";
import { FULL_SCORE, qualityStandards } from "@/content/quality";
import { setRequestLanguage } from "@/lib/request-language";
import { ApiInfo } from "./api-info";

const url = "http://localhost/api/quality-check";
const text = (lang: "en" | "hi" | "cg") => {
  setRequestLanguage(lang);
  return renderToStaticMarkup(
    <ApiInfo overallScore={qualityStandards.overallScore} fullScore={FULL_SCORE} />,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
};

/** A Cache-Control header's directives: { "max-age": 0, "s-maxage": 300, public: true }. */
function directives(header: string | null): Record<string, number | true> {
  return Object.fromEntries(
    (header ?? "").split(",").map((d) => {
      const [name, value] = d.trim().split("=");
      return [name!, value === undefined ? true : Number(value)];
    }),
  );
}

describe("/quality-check says how its API's answers are cached, as the API sends them", () => {
  const sent = {
    report: directives(report.GET(new Request(url)).headers.get("Cache-Control")),
    health: directives(health.GET().headers.get("Cache-Control")),
    error: directives(report.GET(new Request(`${url}?lang=fr`)).headers.get("Cache-Control")),
  };

  it("states the shared cache's time the report is sent with, and that browsers ask afresh", () => {
    expect(sent.report["max-age"]).toBe(0);
    const minutes = Number(sent.report["s-maxage"]) / 60;
    expect(minutes).toBeGreaterThan(0);
    const en = text("en");
    expect(en).toContain("Your browser asks for the report afresh every time");
    expect(en).toContain(`(a CDN) may keep a report for up to ${minutes} minutes`);
    expect(en).not.toContain("ignored and answers are never cached");
    expect(text("hi")).toContain(`एक रिपोर्ट को ${minutes} मिनट तक रख सकता है`);
    expect(text("cg")).toContain(`एक रिपोर्ट ला ${minutes} मिनट तक राख सकथे`);
  });

  it("calls never cached only the answers sent with no-store", () => {
    expect(sent.health["no-store"]).toBe(true);
    expect(sent.error["no-store"]).toBe(true);
    expect(text("en")).toContain("the health answer and error answers are never cached.");
  });
});
