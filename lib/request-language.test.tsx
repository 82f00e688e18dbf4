import { renderToStaticMarkup } from "react-dom/server";
import { requestLanguage, requestWords, setRequestLanguage } from "@/lib/request-language";

/** A part as the pages write them: it reads the language of the request, not a prop. */
function Part() {
  const { lang, t } = requestWords();
  return <p lang={lang}>{t("nav.more")}</p>;
}

describe("the request's language", () => {
  it("is read by a part below the page that set it, in each render's own language", () => {
    const page = (lang: "en" | "hi" | "cg") => {
      setRequestLanguage(lang);
      return renderToStaticMarkup(<Part />);
    };
    expect(page("hi")).toBe('<p lang="hi">और</p>');
    expect(page("en")).toBe('<p lang="en">More</p>');
    expect(page("cg")).toMatch(/^<p lang="cg">/);
  });

  it("says so when a part is rendered where no page set it", () => {
    jest.isolateModules(() => {
      const fresh =
        jest.requireActual<typeof import("@/lib/request-language")>("@/lib/request-language");
      expect(() => fresh.requestLanguage()).toThrow(/No language is set for this render/);
    });
    expect(requestLanguage()).toBe("cg");
  });
});
