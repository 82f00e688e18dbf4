// The page steps' work on each page, which is mostly parsing (parse5, three times a page): run
// over the pages in worker threads, a share of them each, so that every core of the build machine
// parses. A page's problem (a PageShapeError) is thrown again in the build, naming the page.
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { afterPaintEdits, startupScripts } from "./after-paint.mjs";
import { renamedSource, renameEdits, sourceEdits, staleReferences } from "./compile-hint.mjs";
import { policyProblems, withPolicy } from "./csp.mjs";
import { applyEdits, readPage } from "./html.mjs";

/** @typedef {{ path: string, file: string }} PageFile */

/** The start-up scripts each page loads (their sources), in page order. @param {PageFile[]} pages */
export function scanPages(pages) {
  return pages.map(
    ({ path, file }) => startupScripts(readPage(readFileSync(file, "utf8"), path)).sources,
  );
}

/**
 * Rewrites each page (scripts after the first paint under their hinted names, then its policy),
 * writes it, and returns what is wrong with what was written, page by page.
 * @param {PageFile[]} pages @param {Map<string, string>} renames @param {string[]} off steps switched off
 */
export function editPages(pages, renames, off) {
  return pages.map(({ path, file }) => {
    const page = readPage(readFileSync(file, "utf8"), path);
    const found = startupScripts(page);
    const served = found.sources.map((src) => renamedSource(src, renames));
    const edits = off.includes("after-paint")
      ? sourceEdits(page, found, renames)
      : afterPaintEdits(page, found, served);
    const html = withPolicy(
      readPage(applyEdits(page.html, [...edits, ...renameEdits(page, renames)]), path),
    );
    writeFileSync(file, html);
    return [
      ...policyProblems(readPage(html, path)),
      ...staleReferences([{ path, text: html }], renames),
    ];
  });
}

const work = { scanPages, editPages };

/**
 * Runs one of the functions above over the pages, dealt among worker threads in turn (one a core,
 * at most four; the Hindi and Chhattisgarhi pages are the longest), and gives the results back
 * in page order.
 * @template T @param {"scanPages" | "editPages"} name @param {PageFile[]} pages @param {unknown[]} args
 * @returns {Promise<T[]>}
 */
export async function inWorkers(name, pages, args = []) {
  const count = Math.max(1, Math.min(availableParallelism(), 4, pages.length));
  const shares = Array.from({ length: count }, (_, w) => pages.filter((_, i) => i % count === w));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { name, pages: share, args },
          });
          worker.once("message", (message) =>
            message.error
              ? reject(Object.assign(new Error(message.error), { name: message.kind }))
              : resolve(message.result),
          );
          worker.once("error", reject);
          worker.once("exit", (code) => {
            if (code !== 0)
              reject(new Error(`page steps: a worker stopped with exit code ${code}`));
          });
        }),
    ),
  );
  // Page i is share i % count's (i / count)th.
  return pages.map((_, i) => /** @type {T} */ (results[i % count][Math.floor(i / count)]));
}

if (!isMainThread && workerData?.name in work) {
  const { name, pages, args } = workerData;
  try {
    parentPort?.postMessage({ result: work[/** @type {"scanPages"} */ (name)](pages, ...args) });
  } catch (error) {
    const e = /** @type {Error} */ (error);
    parentPort?.postMessage({ error: e.message, kind: e.name });
  }
}
