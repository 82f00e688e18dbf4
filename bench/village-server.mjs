// The villages-at-scale bench's server half (bench/villages.mjs): the 5,000-village build served by
// `next start` on loopback, its pages timed with plain sequential fetches, and its memory read
// from /proc. Every loop is bounded in count, and the one that fills the server in time too.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { treeRss } from "./build.mjs";
import { serve } from "./serve.mjs";

/** The heap limit `npm start` gives the server (package.json): the bench's server runs with it. */
const START_HEAP = /--max-old-space-size=(\d+)/.exec(
  JSON.parse(readFileSync("package.json", "utf8")).scripts.start,
);
if (!START_HEAP) throw new Error("package.json's start script no longer sets --max-old-space-size");

/** How many villages a server keeps (lib/programme/index.ts): the heap they hold is theirs. */
const KEPT = Number(
  /export const KEPT = (\d+);/.exec(readFileSync("lib/programme/index.ts", "utf8"))?.[1],
);
if (!KEPT) throw new Error("lib/programme/index.ts no longer exports KEPT = <number>");

const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;
const mb = (kb) => `${Math.round(kb / 1024)} MB`;
const gzKb = (body) => `${(gzipSync(Buffer.from(body)).length / 1024).toFixed(1)} KB gzip`;

/** The time to a whole response, its status and its body. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, response, body };
}

/**
 * Runs a full garbage collection in the server through its inspector (loopback only) and returns
 * its heap then: what the server keeps, without the garbage it has not collected yet.
 */
async function collectGarbage(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve);
    ws.addEventListener("error", reject);
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const mine = (id += 1);
      const listen = (event) => {
        const message = JSON.parse(event.data);
        if (message.id !== mine) return;
        ws.removeEventListener("message", listen);
        resolve(message.result);
      };
      ws.addEventListener("message", listen);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await call("HeapProfiler.enable");
    await call("HeapProfiler.collectGarbage");
    const { result } = await call("Runtime.evaluate", {
      expression: "process.memoryUsage().heapUsed",
      returnByValue: true,
    });
    return result.value / 1024;
  } finally {
    ws.close();
  }
}

/** Starts a server, loads each route's code once (not measured), and runs `work` on it. */
async function withServer(port, env, slug, work) {
  const server = await serve(".", port, env);
  try {
    for (const path of ["/figures", "/villages", `/villages/${slug}`]) {
      await timed(`${server.url}${path}`);
    }
    return await work(server, () => treeRss(server.pid));
  } finally {
    // The next server takes the same port: this one must have let it go.
    await server.stop();
  }
}

/**
 * The measures of the served build: /villages against a static page, a village's first request
 * against its second, the memory after `served` distinct village pages (against a server that
 * served as many requests for one village, and one whose heap is capped), and the filter's first
 * request. `row(measure, budget, measured, within)` records each.
 */
export async function measureServer({ port, env, slugs, first: count, served, row }) {
  const many = slugs.length;
  const inspectPort = port + 100;
  // The order of village requests the main server gets, replayed on the other two.
  const sequence = [];
  const main = await withServer(
    port,
    { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort} ${START_HEAP[0]}` },
    slugs[0],
    async (server, rss) => {
      const url = (path) => `${server.url}${path}`;
      const idle = rss().largest;
      // /villages comes from the build's pre-rendered pages, as /figures does: the same loop.
      const times = { "/villages": [], "/figures": [] };
      let directory;
      for (let i = 0; i < 30; i += 1) {
        for (const path of Object.keys(times)) {
          const r = await timed(url(path));
          times[path].push(r.ms);
          if (path === "/villages") directory = r;
        }
      }
      const cache = directory.response.headers.get("x-nextjs-cache") ?? "no x-nextjs-cache";
      const ratio = median(times["/villages"]) / median(times["/figures"]);
      row(
        "/villages against /figures (pre-rendered), same server, median of 30 each",
        "≤ 2×",
        `${ratio.toFixed(2)}× (${ms(median(times["/villages"]))} against ${ms(median(times["/figures"]))}; x-nextjs-cache ${cache}; /villages ${gzKb(directory.body)})`,
        ratio <= 2,
      );

      // A village's first request (its folder read, checked and derived), then the same again:
      // slugs spread over the whole list, none asked for before.
      const step = Math.floor(many / count);
      const fresh = Array.from({ length: count }, (_, i) => slugs[1 + i * step]);
      const first = [];
      const again = [];
      let largest = new ArrayBuffer(0);
      for (const slug of fresh) {
        first.push((await timed(url(`/villages/${slug}`))).ms);
        const b = await timed(url(`/villages/${slug}`));
        again.push(b.ms);
        if (b.body.byteLength > largest.byteLength) largest = b.body;
        sequence.push(slug, slug);
      }
      const firstRatio = median(first) / median(again);
      row(
        `A village's page, first request against the same page again (median of ${count} slugs)`,
        "≤ 3×",
        `${firstRatio.toFixed(2)}× (${ms(median(first))} against ${ms(median(again))}; largest page ${gzKb(largest)})`,
        firstRatio <= 3,
      );

      // The rest of `served` distinct village pages, bounded in time too.
      const seen = new Set([slugs[0], ...fresh]);
      const deadline = Date.now() + 10 * 60_000;
      for (const slug of slugs) {
        if (seen.size >= served || Date.now() > deadline) break;
        if (seen.has(slug)) continue;
        await timed(url(`/villages/${slug}`));
        seen.add(slug);
        sequence.push(slug);
      }
      const after = rss();
      const kept = await collectGarbage(inspectPort);
      const collected = rss().largest;

      // The filter renders per request from the roll-up: its first request reads the build's rows.
      const filter = url("/villages/filter?state=Odisha");
      const f1 = await timed(filter);
      const f2 = await timed(filter);
      row(
        `/villages/filter, a server's first request against its second (it reads the build's rows of ${many} villages)`,
        "—",
        `${Math.round(f1.ms / f2.ms)}× (${ms(f1.ms)} against ${ms(f2.ms)}); RSS then ${mb(rss().largest)}`,
      );
      return { idle, after, kept, collected, distinct: seen.size };
    },
  );

  // The same requests to one village only, on a fresh server with the same heap limit; and the
  // same requests with no limit, on another.
  const replay = (list, options = "") =>
    withServer(
      port,
      { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort} ${options}` },
      slugs[0],
      async (server, rss) => {
        for (let i = 0; i < 30; i += 1) {
          await timed(`${server.url}/villages`);
          await timed(`${server.url}/figures`);
        }
        for (const slug of list) await timed(`${server.url}/villages/${slug}`);
        return { rss: rss().largest, kept: await collectGarbage(inspectPort) };
      },
    );
  const one = await replay(
    sequence.map(() => slugs[0]),
    START_HEAP[0],
  );
  const uncapped = await replay(sequence);

  const { idle, after, kept, collected, distinct } = main;
  row(
    `Server memory after ${distinct} distinct village pages, ${many} villages (heap limit ${START_HEAP[1]} MB, as npm start sets it)`,
    "≤ 512 MB",
    `${mb(after.largest)} RSS of the server process (${mb(after.total)} its whole tree; ${mb(idle)} before the village pages)`,
    distinct >= served && after.largest <= 512 * 1024,
  );
  row(
    "… of which kept: the same server after a full garbage collection",
    "—",
    `heap ${mb(kept)}, RSS ${mb(collected)}. The same ${sequence.length} requests to one village on a fresh server: RSS ${mb(one.rss)}, heap after collection ${mb(one.kept)}, so each village kept (the server keeps ${Math.min(distinct, KEPT)}) costs about ${Math.round((kept - one.kept) / (Math.min(distinct, KEPT) - 1))} KB of heap. The same requests to a server with no heap limit: RSS ${mb(uncapped.rss)}, heap after collection ${mb(uncapped.kept)}`,
  );
}
