import { OG_FONT_FAMILY } from "@/lib/og-fonts";
import { ogRaster } from "@/lib/og-image";

const SIZE = 100;

/** Draws one word in black on white with the cards' fonts and renderer, and maps its ink. */
async function ink(text: string, fontWeight: 400 | 700 = 700) {
  const image = await ogRaster(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        paddingLeft: 20,
        background: "#fff",
        color: "#000",
        fontFamily: OG_FONT_FAMILY,
        fontSize: SIZE,
        fontWeight,
      }}
    >
      {text}
    </div>,
    { width: 900, height: 240 },
  );
  const { width, height } = image;
  const pixels = image.pixels;
  const dark = (x: number, y: number) => pixels[(y * width + x) * 4]! < 128;
  const columns = Array.from({ length: width }, (_, x) => {
    // The longest unbroken vertical run of ink in this column: a full-height stem is long.
    let run = 0;
    let longest = 0;
    for (let y = 0; y < height; y++) {
      run = dark(x, y) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return longest;
  });
  const inked = columns.flatMap((c, x) => (c > 0 ? [x] : []));
  const left = inked[0] ?? 0;
  const right = inked.at(-1) ?? 0;
  return { width: right - left + 1, left, right, columns };
}

describe("share card text is shaped", () => {
  test("प्र is one conjunct, as wide as प, not प, a virama and a full र side by side", async () => {
    const [joined, plain, ra] = await Promise.all([ink("प्रगति"), ink("पगति"), ink("र")]);
    // Unshaped, the word would be wider by a whole र (about half an em).
    expect(Math.abs(joined.width - plain.width)).toBeLessThan(ra.width / 4);
  });

  test("स्वास्थ्य uses half forms, so it is narrower than its full letters in a row", async () => {
    const [joined, full] = await Promise.all([ink("स्वास्थ्य"), ink("सवासथय")]);
    // Unshaped, each स and थ keeps its full width and the viramas only add to it.
    expect(joined.width).toBeLessThan(full.width * 0.85);
  });

  test("the matra ि is drawn before its consonant: टि starts with the matra's stem", async () => {
    // ट has no upright stem, so the tallest column of टि is the matra's, which belongs on the left.
    const { columns, left, right } = await ink("टि");
    const tallest = columns.indexOf(Math.max(...columns));
    expect(tallest - left).toBeLessThan((right - left) / 3);
  });
});
