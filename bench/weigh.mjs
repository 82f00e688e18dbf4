// What the browser downloads for a page: JavaScript (modern scripts, gzip), HTML, CSS and fonts
// (gzip), and each font file by name.
import { gzipSync } from "node:zlib";

const gz = (buf) => gzipSync(buf, { level: 6 }).length;

export async function weigh(browser, url) {
  const page = await browser.newPage();
  const sizes = { js: 0, html: 0, css: 0, font: 0, fonts: {} };
  const seen = new Set();
  const pending = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const key = { script: "js", document: "html", stylesheet: "css", font: "font" }[type];
    if (!key || seen.has(response.url()) || response.status() >= 300) return;
    seen.add(response.url());
    pending.push(
      response
        .body()
        .then((body) => {
          sizes[key] += gz(body);
          if (key === "font") sizes.fonts[response.url().split("/").pop()] = gz(body);
        })
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  // Let hydration fetch whatever it fetches after load (lazy chunks, prefetches).
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  await page.close();
  return sizes;
}
