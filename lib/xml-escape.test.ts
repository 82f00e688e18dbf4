import { escapeXml } from "@/lib/xml-escape";

describe("escapeXml, for the feeds and the IATI file", () => {
  it("escapes what would break the markup and keeps an apostrophe as typed", () => {
    expect(escapeXml(`Sharma & Sons <tools> "solar" programme's`)).toBe(
      "Sharma &amp; Sons &lt;tools&gt; &quot;solar&quot; programme's",
    );
  });
  it("drops a control character pasted from a spreadsheet, which XML cannot hold", () => {
    expect(escapeXml("Pump\u0007 repair\u000b\tday\n")).toBe("Pump repair\tday\n");
  });
  it("keeps Devanagari and characters beyond the basic plane", () => {
    expect(escapeXml("सोलर पंप 𝟙")).toBe("सोलर पंप 𝟙");
  });
});
