/**
 * The index a roving-focus group (WAI-ARIA radio group, tabs) moves to on a key, wrapping at both
 * ends; Home and End go to the first and last. A horizontal tab list answers only Left and Right.
 */
export function arrowIndex(
  key: string,
  index: number,
  count: number,
  orientation: "both" | "horizontal" = "both",
): number | undefined {
  if (count === 0) return undefined;
  const vertical = orientation === "both";
  if (key === "ArrowRight" || (vertical && key === "ArrowDown")) return (index + 1) % count;
  if (key === "ArrowLeft" || (vertical && key === "ArrowUp")) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
