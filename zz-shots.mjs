import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const base = "http://127.0.0.1:3300";
const shots = [
  ["/investment", "[data-upi-giving]", "inv-en-phone-light", 360, "light", false],
  ["/hi/investment", "[data-upi-giving]", "inv-hi-phone-dark", 360, "dark", false],
  ["/cg/engagement", "[data-upi-giving]", "eng-cg-phone-light", 360, "light", true],
  ["/engagement", "[data-upi-giving]", "eng-en-desktop-dark", 1280, "dark", true],
  ["/hi/partnership-ecosystem", "#csr", "csr-hi-phone-light", 360, "light", true],
  ["/partnership-ecosystem", "#csr", "csr-en-desktop-dark", 1280, "dark", true],
  ["/cg/transparency", "[data-iati]", "iati-cg-phone-dark", 360, "dark", true],
];
for (const [path, sel, name, width, scheme, js] of shots) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, javaScriptEnabled: js });
  const p = await ctx.newPage();
  await p.goto(base + path); await p.waitForTimeout(500);
  await p.goto(base + path, { waitUntil: "networkidle" });
  if (js) await p.addStyleTag({ content: ".ui-section{content-visibility:visible !important}" });
  await p.waitForTimeout(400);
  const el = p.locator(sel).first();
  const n = await p.locator(sel).count();
  if (!n) { console.log("missing", sel, path); const ids = await p.$$eval("section[id]", (s) => s.map((x) => x.id)); console.log(ids.join(",")); await ctx.close(); continue; }
  await el.scrollIntoViewIfNeeded();
  await el.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log("ok", name, n);
  await ctx.close();
}
await b.close();
