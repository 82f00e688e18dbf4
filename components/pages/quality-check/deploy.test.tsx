import { renderToStaticMarkup } from "react-dom/server";
import { DeployInfo } from "@/components/pages/quality-check/deploy";
import { languages } from "@/lib/i18n";
import { setRequestLanguage } from "@/lib/request-language";
import packageJson from "@/package.json";

describe("how the site is deployed (/quality-check)", () => {
  it.each(languages)("names the Node.js of package.json's engines field (%s)", (lang) => {
    setRequestLanguage(lang);
    const html = renderToStaticMarkup(<DeployInfo />);
    expect(html).toContain(`Node.js ${packageJson.engines.node} `);
    expect(html).not.toContain("20.9");
  });
});
