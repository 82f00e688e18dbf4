/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { TabSet } from "@/components/ui/tab-set";
import { TABS_READY_ATTR } from "@/lib/tab-keys";

const items = ["Overview", "KPIs", "Phases"].map((label) => ({
  value: label.toLowerCase(),
  label,
  content: <p>{label} panel</p>,
}));

function renderTabs() {
  return render(<TabSet label="Dashboard views" items={items} defaultValue="kpis" />);
}

const tab = (name: string) => screen.getByRole("tab", { name });
const shown = () =>
  screen
    .getAllByRole("tabpanel", { hidden: true })
    .filter((panel) => panel.dataset.state === "active")
    .map((panel) => panel.getAttribute("aria-labelledby"));

describe("TabSet", () => {
  it("is one tab stop, opens on its default tab, and names each panel by its tab", () => {
    const { container } = renderTabs();
    expect(screen.getByRole("tablist", { name: "Dashboard views" })).toBeTruthy();
    expect(items.map(({ label }) => tab(label).tabIndex)).toEqual([-1, 0, -1]);
    expect(tab("KPIs").getAttribute("aria-selected")).toBe("true");
    expect(shown()).toEqual([tab("KPIs").id]);
    // Every panel is rendered (crawlers and readers without JavaScript), the others marked inactive.
    expect(container.textContent).toContain("Overview panel");
    expect(container.textContent).toContain("Phases panel");
    expect(tab("Phases").getAttribute("aria-controls")).toBe(
      screen.getByText("Phases panel").closest("[role=tabpanel]")!.id,
    );
    expect(container.firstElementChild!.hasAttribute(TABS_READY_ATTR)).toBe(true);
  });

  it("shows a tab's panel on click", () => {
    renderTabs();
    fireEvent.click(tab("Phases"));
    expect(tab("Phases").getAttribute("aria-selected")).toBe("true");
    expect(tab("KPIs").getAttribute("aria-selected")).toBe("false");
    expect(shown()).toEqual([tab("Phases").id]);
  });

  it.each([
    ["ArrowRight", "Phases"],
    ["ArrowLeft", "Overview"],
    ["Home", "Overview"],
    ["End", "Phases"],
  ])("%s moves focus to %s and shows its panel", (key, name) => {
    renderTabs();
    tab("KPIs").focus();
    fireEvent.keyDown(tab("KPIs"), { key });
    expect(document.activeElement).toBe(tab(name));
    expect(tab(name).tabIndex).toBe(0);
    expect(shown()).toEqual([tab(name).id]);
  });

  it("wraps round at either end, and leaves other keys alone", () => {
    renderTabs();
    fireEvent.keyDown(tab("KPIs"), { key: "End" });
    fireEvent.keyDown(tab("Phases"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Overview"));
    fireEvent.keyDown(tab("Overview"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Phases"));
    fireEvent.keyDown(tab("Phases"), { key: "ArrowDown" });
    expect(shown()).toEqual([tab("Phases").id]);
  });
});
