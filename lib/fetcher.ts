/**
 * The default fetcher of spec §7: a GET to the given path with credentials included, the body
 * read as JSON on success. No retries and no refetching: a caller fetches when it means to.
 */
export type On401 = "throw" | "returnNull";

/** A non-OK answer. The message is spec §8's: the status, a colon, then the text or status text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = "HttpError";
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, text);
}

export async function getJson<T>(path: string, options?: { on401?: "throw" }): Promise<T>;
export async function getJson<T>(path: string, options: { on401: On401 }): Promise<T | null>;
export async function getJson<T>(
  path: string,
  { on401 = "throw" }: { on401?: On401 } = {},
): Promise<T | null> {
  const res = await fetch(path, { method: "GET", credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
