import type { MessageUse, RenderedPage } from "@/lib/testing/render-pages";
import {
  completedSlips,
  launchSlips,
  notStartedSlips,
  pastFutureSlips,
  upcomingSlips,
  type Records,
} from "@/lib/testing/stage-rules";

// Each rule of the stage test on a page made by hand: it finds its slip and lets the right words be.

const underWay: Records = {
  stage: "Implementation",
  asOf: "2026-05-31",
  spent: true,
  achieved: ["startDigitalClasses"],
};
function page(uses: MessageUse[], html = ""): RenderedPage {
  return { id: "home", lang: "en", html, text: "", uses };
}

describe("the stage rules", () => {
  it("find the launch spoken of as ahead after it, judged by the branch the stage chose", () => {
    const ways = (now: string) => page([{ key: "engagement.ways.later", values: { now } }]);
    expect(launchSlips(ways("pre"), underWay)).toHaveLength(1);
    expect(launchSlips(ways("implementation"), underWay)).toEqual([]);
    expect(launchSlips(ways("pre"), { ...underWay, stage: "Pre-Implementation" })).toEqual([]);
  });

  it("find 'has not started' once spending is recorded", () => {
    const notice = (now: string) => page([{ key: "community.notice.body", values: { now } }]);
    expect(notStartedSlips(notice("pre"), underWay)).toHaveLength(1);
    expect(notStartedSlips(notice("implementation"), underWay)).toEqual([]);
    expect(notStartedSlips(notice("pre"), { ...underWay, spent: false })).toEqual([]);
  });

  it("find a quarter that has passed put in the future", () => {
    const values = { lab: "planned", now: "pre", quarter: "Q1 2026" };
    const lab = page([{ key: "ai-lab-impact.programmes.description", values }]);
    expect(pastFutureSlips(lab, underWay)).toHaveLength(1);
    expect(pastFutureSlips(lab, { ...underWay, asOf: "2025-12-31" })).toEqual([]);
  });

  it("find an item shown Upcoming after its quarter ended", () => {
    const card = (quarter: string) => `<ol><li><h3>${quarter}</h3><span>Upcoming</span></li></ol>`;
    expect(upcomingSlips(page([], card("Q4 2025")), underWay)).toHaveLength(1);
    expect(upcomingSlips(page([], card("Q3 2026")), underWay)).toEqual([]);
  });

  it("find Completed with no milestone that finishes something, but not the milestone itself", () => {
    const initiative = "<ul><li>Digital literacy programme <span>Completed</span></li></ul>";
    expect(completedSlips(page([], initiative), underWay)).toHaveLength(1);
    const milestone = "<ul><li>Start digital literacy classes <span>(Done)</span></li></ul>";
    expect(completedSlips(page([], milestone), underWay)).toEqual([]);
    const achieved = { ...underWay, achieved: ["installInternet"] };
    expect(completedSlips(page([], initiative), achieved)).toEqual([]);
  });
});
