/** @jest-environment node */
import jsQR from "jsqr";
import { renderToStaticMarkup } from "react-dom/server";
import { UpiQr } from "@/components/funders/upi-qr";
import { upiUri } from "@/lib/upi";

const payee = { id: "village.test@testbank", payee: "गाँव कार्यक्रम & Co" };

describe("upiUri", () => {
  it("writes the UPI ID as it is, encodes the other values as UTF-8 (a space as %20), and the amount in rupees", () => {
    const uri = upiUri(payee, "Gift: Family Transformer", 50000);
    expect(uri).toBe(
      "upi://pay?pa=village.test@testbank" +
        `&pn=${encodeURIComponent("गाँव कार्यक्रम")}%20%26%20Co` +
        "&am=50000.00&cu=INR&tn=Gift%3A%20Family%20Transformer",
    );
    const params = new URL(uri.replace("upi://", "https://upi.test/")).searchParams;
    expect(params.get("pn")).toBe(payee.payee);
  });

  it("leaves the amount out when none is proposed", () => {
    expect(upiUri(payee, "Gift")).not.toContain("am=");
  });
});

/** Paints the SVG's path (only M x y h n v 1 h -n z runs) at `scale` pixels a module, as RGBA. */
function rasterise(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const d = /<path d="([^"]+)"/.exec(svg)![1]!;
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++)
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  }
  return { pixels, side };
}

describe("UpiQr", () => {
  it("draws a code that decodes to the exact link, quiet zone included", () => {
    const uri = upiUri(payee, "गाँव कार्यक्रम को दान: परिवार बदलाव", 100000);
    const svg = renderToStaticMarkup(<UpiQr text={uri} label="QR" />);
    expect(svg).toContain('fill="#ffffff"');
    const { pixels, side } = rasterise(svg);
    // The four modules of each edge are light: the quiet zone a scanner needs.
    expect(pixels.slice(0, side * 4 * 4 * 4).every((v) => v === 255)).toBe(true);
    expect(jsQR(pixels, side, side)?.data).toBe(uri);
  });
});
