/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ErrorScreen, RouteError } from "@/components/chrome/error-screen";
import { LanguageProvider, useLanguage } from "@/components/language-provider";
import { ThemeProvider, useSiteTheme } from "@/components/theme-provider";

describe("ErrorScreen", () => {
  it("shows the spec's message and Try Again clears the error", () => {
    const retry = jest.fn();
    render(<ErrorScreen lang="en" retry={retry} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText("We encountered an unexpected error. Please try refreshing the page."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
  });
  it("speaks Chhattisgarhi on /cg pages and goes home to /cg", () => {
    render(
      <LanguageProvider lang="cg">
        <RouteError error={new Error("boom")} reset={() => {}} retry={() => {}} />
      </LanguageProvider>,
    );
    expect(screen.getByRole("heading", { name: "कुछु गड़बड़ हो गे" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "होम म जावव" }).getAttribute("href")).toBe("/cg");
  });
});

describe("provider hooks", () => {
  function UsesLanguage() {
    return <p>{useLanguage()}</p>;
  }
  function UsesTheme() {
    return <p>{useSiteTheme().theme ?? "none"}</p>;
  }
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("useLanguage throws a developer error outside its provider", () => {
    expect(() => render(<UsesLanguage />)).toThrow(/within <LanguageProvider>/);
  });
  it("useSiteTheme throws a developer error outside its provider", () => {
    expect(() => render(<UsesTheme />)).toThrow(/within <ThemeProvider>/);
  });
  it("both work inside their providers", () => {
    window.matchMedia = jest.fn().mockReturnValue({
      matches: false,
      addListener: () => {},
      removeListener: () => {},
    });
    render(
      <ThemeProvider>
        <LanguageProvider lang="hi">
          <UsesLanguage />
          <UsesTheme />
        </LanguageProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText("hi")).toBeTruthy();
    expect(screen.getByText("system")).toBeTruthy();
  });
});
