import { create } from "qrcode";

/** Light modules around the code, in modules: the quiet zone the QR standard asks for. */
const QUIET = 4;

/** The dark modules of a QR code as one SVG path, a run of dark modules in a row per rectangle. */
function modulePath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  let d = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size;) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      d += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size: size + 2 * QUIET, d };
}

/**
 * A QR code drawn on the server as inline SVG (no script reaches the browser). Black on white in
 * both themes, quiet zone included: a scanner reads dark modules on a light field, so the colours
 * are fixed, not the theme's.
 */
export function UpiQr({ text, label }: { text: string; label: string }) {
  const { size, d } = modulePath(text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block size-56 max-w-full rounded-md"
      data-upi-qr
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
