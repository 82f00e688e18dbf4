/**
 * What to do when a script chunk fails to load.
 *
 * Two causes look alike in the browser (a <script> that fires `error`): the connection dropped, or
 * the site was redeployed under an open tab and the chunk it asks for no longer exists. The first
 * passes; Try Again recovers once the network is back. The second never passes: only a fresh load
 * of the page, which brings the new deploy's list of chunks, helps. So a failed chunk is fetched
 * once more, uncached: a 404 (or 410) means it is gone, and the page is loaded again, once.
 */

const CHUNK_ERROR =
  /ChunkLoadError|Failed to load chunk|Loading (?:CSS )?chunk .* failed|dynamically imported module|Importing a module script failed/i;
const CHUNK_URL = /\/_next\/static\/[^\s"'`:]+?\.(?:js|css)/;

/** Remembered per path in sessionStorage: a fresh load for a missing chunk is made once. */
export const CHUNK_RELOAD_KEY = "chunk-reload:";
/** A second missing chunk this soon after the fresh load is not a stale tab: no loop. */
export const CHUNK_RELOAD_WINDOW_MS = 10 * 60 * 1000;

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === "string" ? error : "";
}

export function isChunkLoadError(error: unknown): boolean {
  return CHUNK_ERROR.test(describe(error));
}

/** The chunk's path, as the bundler names it in the error's message. */
export function chunkUrl(error: unknown): string | undefined {
  return CHUNK_URL.exec(describe(error))?.[0];
}

/**
 * True when the server answers that the chunk does not exist (a redeploy), false when it is there
 * after all or cannot be asked (the network is down).
 */
export async function chunkIsGone(error: unknown): Promise<boolean> {
  const url = chunkUrl(error);
  if (!url) return false;
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store" });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Loads the page afresh unless that was already tried for this path within the window. Returns
 * whether it did. Where sessionStorage cannot be used the attempt cannot be remembered, so the page
 * is not reloaded by itself (a loop would be worse); Try Again still loads it on request.
 */
export function reloadOnce(now = Date.now(), reload = () => window.location.reload()): boolean {
  const storage = session();
  if (!storage) return false;
  const key = CHUNK_RELOAD_KEY + window.location.pathname;
  try {
    const last = Number(storage.getItem(key));
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * For an error boundary: a chunk that is gone loads the page afresh (once); anything else is left
 * on the error screen. Resolves to whether the chunk is gone.
 */
export async function recoverFromChunkError(error: unknown, reload?: () => void): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const gone = await chunkIsGone(error);
  if (gone) reloadOnce(Date.now(), reload);
  return gone;
}
