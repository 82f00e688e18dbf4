// Two drawings of the same glyphs (SVG paths or whole SVGs) differ only in their coordinates, by
// rounding, when a face is cut: this measures by how much, and says Infinity for anything else.

function numbers(path) {
  return path.split(/(-?\d+(?:\.\d+)?)/);
}

/** How far apart two drawings are, in their units: Infinity if they differ in more than a number. */
export function outlineDistance(a, b) {
  const [x, y] = [numbers(a), numbers(b)];
  if (x.length !== y.length) return Infinity;
  let most = 0;
  for (let i = 0; i < x.length; i++) {
    if (i % 2 === 0 && x[i] !== y[i]) return Infinity;
    if (i % 2 === 1) most = Math.max(most, Math.abs(Number(x[i]) - Number(y[i])));
  }
  return most;
}
