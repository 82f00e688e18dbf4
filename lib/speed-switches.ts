/**
 * Speed pieces the benchmark's A/B runs switch off at build time (bench/ab.mjs), one at a time:
 * NEXT_PUBLIC_SPEED_OFF=early-scripts or =hydration-passes. Unset in every real build.
 */
const off = (process.env.NEXT_PUBLIC_SPEED_OFF ?? "").split(",");

export const earlyScriptsOn = !off.includes("early-scripts");
export const hydrationPassesOn = !off.includes("hydration-passes");
