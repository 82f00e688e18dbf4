import { join } from "node:path";
import { ledgerOf, withActuals, writeActuals } from "@/lib/testing/with-actuals";

/** The contact section as a page renders it, from a given set of the team's files. */
async function contactHtml(dir: string): Promise<string> {
  return withActuals(dir, async () => {
    const { Contact } = await import("@/components/pages/engagement/contact");
    const { engagementVars } = await import("@/content/engagement/shared");
    const { setRequestLanguage } = await import("@/lib/request-language");
    // React from the same module registry as the component.
    const { renderToStaticMarkup } = await import("react-dom/server");
    setRequestLanguage("en");
    const ledger = ledgerOf(dir);
    // The figures its sentences hold, as the page hands them.
    return renderToStaticMarkup(<Contact ledger={ledger} vars={engagementVars("en", ledger)} />);
  });
}

describe("the engagement hub's contact", () => {
  it("says no address is published while status.json has none", async () => {
    const html = await contactHtml(join(process.cwd(), "content", "villages", "pilot", "actuals"));
    expect(html).toContain("No public contact address has been published yet");
    // The share-by-email link has no address; no link writes to one.
    expect(html).not.toMatch(/mailto:[^?]/);
    expect(html).not.toContain("tel:");
  });

  it("shows the email and phone the team publishes in status.json", async () => {
    const dir = writeActuals({
      status: {
        asOf: "2026-05-31",
        stage: "Implementation",
        contact: { email: "team@example.org", phone: "+91 77123 45678" },
      },
    });
    const html = await contactHtml(dir);
    expect(html).toContain('href="mailto:team@example.org"');
    expect(html).toContain('href="tel:+917712345678"');
    expect(html).toContain("+91 77123 45678");
    expect(html).not.toContain("No public contact address");
  });
});
