import { arrowIndex } from "@/lib/roving-focus";

describe("arrowIndex", () => {
  it("moves forwards and backwards and wraps", () => {
    expect(arrowIndex("ArrowRight", 0, 3)).toBe(1);
    expect(arrowIndex("ArrowDown", 2, 3)).toBe(0);
    expect(arrowIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(arrowIndex("ArrowUp", 1, 3)).toBe(0);
    expect(arrowIndex("Home", 2, 3)).toBe(0);
    expect(arrowIndex("End", 0, 3)).toBe(2);
  });
  it("ignores other keys, and Up and Down in a horizontal list", () => {
    expect(arrowIndex("Enter", 1, 3)).toBeUndefined();
    expect(arrowIndex("ArrowRight", 0, 0)).toBeUndefined();
    expect(arrowIndex("ArrowDown", 1, 3, "horizontal")).toBeUndefined();
    expect(arrowIndex("ArrowUp", 1, 3, "horizontal")).toBeUndefined();
    expect(arrowIndex("ArrowRight", 2, 3, "horizontal")).toBe(0);
  });
});
