import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";

/** jsQR's browser build: put into the page once, so that the pixels never leave it. */
const jsQrSource = readFileSync(require.resolve("jsqr/dist/jsQR.js"), "utf8");

type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/**
 * What a QR code on the page says, read as a phone's camera would: a screenshot of the element
 * as drawn (theme, scaling and all), its pixels taken from a canvas and decoded by jsQR in the
 * page (sending the pixels back to the test took a second a code). Null when no code can be read.
 */
export async function readQr(code: Locator): Promise<string | null> {
  const page = code.page();
  const png = (await code.screenshot()).toString("base64");
  if (!(await page.evaluate(() => typeof (window as { jsQR?: unknown }).jsQR === "function"))) {
    await page.evaluate(jsQrSource);
  }
  return page.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    const jsQR = (window as unknown as { jsQR: JsQr }).jsQR;
    return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
  }, png);
}
