import jsQR from "jsqr";
import type { Locator } from "@playwright/test";

/**
 * What a QR code on the page says, read as a phone's camera would: a screenshot of the element
 * as drawn (theme, scaling and all), its pixels taken from a canvas, decoded by jsQR. Null when
 * no code can be read.
 */
export async function readQr(code: Locator): Promise<string | null> {
  const png = (await code.screenshot()).toString("base64");
  const { data, width, height } = await code.page().evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  }, png);
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}
