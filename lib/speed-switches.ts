/**
 * Speed pieces the benchmark's A/B runs switch off at build time (bench/ab.mjs), one at a time:
 * NEXT_PUBLIC_SPEED_OFF=hydration-passes. Unset in every real build.
 */
const off = (process.env.NEXT_PUBLIC_SPEED_OFF ?? "").split(",");

export const hydrationPassesOn = !off.includes("hydration-passes");
