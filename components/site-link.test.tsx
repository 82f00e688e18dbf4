/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { SiteLink } from "@/components/site-link";

describe("SiteLink to a target on the same page", () => {
  it("is a plain link that keeps every attribute and handler it is given", () => {
    const onClick = jest.fn();
    const onFocus = jest.fn();
    render(
      <SiteLink
        href="#impact"
        className="jump"
        aria-current="location"
        data-hash-nav=""
        rel="bookmark"
        tabIndex={0}
        onClick={onClick}
        onFocus={onFocus}
        replace
      >
        Impact
      </SiteLink>,
    );
    const link = screen.getByRole("link", { name: "Impact" });
    expect(link.getAttribute("href")).toBe("#impact");
    expect(link.className).toBe("jump");
    expect(link.getAttribute("aria-current")).toBe("location");
    expect(link.hasAttribute("data-hash-nav")).toBe(true);
    expect(link.getAttribute("rel")).toBe("bookmark");
    expect(link.hasAttribute("replace")).toBe(false);
    fireEvent.focus(link);
    fireEvent.click(link);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
