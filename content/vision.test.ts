import { DAY_ANCHOR, daySlots, finalLinks, joinCards, reasons } from "@/content/vision";
import { en } from "@/content/i18n";
import { routeForPath } from "@/lib/routes";

describe("vision content", () => {
  it("tells the day in the spec's four time slots", () => {
    expect(daySlots.map((s) => s.time)).toEqual(["6:30 AM", "2:00 PM", "6:00 PM", "9:00 PM"]);
  });

  it("has three reasons and four join cards, with 'Invest Now' going to /investment", () => {
    expect(reasons).toHaveLength(3);
    expect(joinCards).toHaveLength(4);
    const investNow = joinCards.flatMap((c) => c.actions).find((a) => a.id === "investNow");
    expect(investNow).toEqual({ kind: "link", id: "investNow", path: "/investment" });
  });

  it("gives every action the spec leaves open something to do", () => {
    const ids = joinCards.flatMap((c) => c.actions.map((a) => a.id));
    for (const id of [
      "shareSkills",
      "volunteer",
      "advocate",
      "watchVision",
      "meetTeam",
      "visitToday",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it("links only to pages in the route table or to the narrative", () => {
    const paths = [
      ...daySlots.map((s) => s.service),
      ...reasons.map((r) => r.path),
      ...finalLinks.map((l) => l.path),
      ...joinCards.flatMap((c) =>
        c.actions.flatMap((a) =>
          a.kind === "link" ? [a.path] : a.kind === "toast" ? [a.next] : [],
        ),
      ),
    ];
    for (const path of paths) expect(routeForPath(path)).toBeDefined();
    const anchors = joinCards.flatMap((c) =>
      c.actions.flatMap((a) => (a.kind === "anchor" ? [a.anchor] : [])),
    );
    expect(anchors).toEqual([DAY_ANCHOR]);
  });

  it("ends with the spec's two buttons", () => {
    expect(finalLinks.map((l) => l.path)).toEqual(["/engagement", "/progress"]);
    expect(en["vision.final.joinCommunity"]).toBe("Join Our Community");
    expect(en["vision.final.watchProgress"]).toBe("Watch Live Progress");
  });
});
