/** JSON answers shared by the API route handlers. */
const noStore = { "Cache-Control": "no-store" };

export function apiNotFound(request: Request): Response {
  const path = new URL(request.url).pathname;
  return Response.json(
    { error: "Not Found", message: `No API endpoint at ${path}.` },
    { status: 404, headers: noStore },
  );
}

/** A 405 that says which methods the endpoint does answer. */
export function methodNotAllowed(allowed: readonly string[]) {
  return function handler(request: Request): Response {
    return Response.json(
      {
        error: "Method Not Allowed",
        message: `${request.method} is not supported; use ${allowed.join(" or ")}.`,
      },
      { status: 405, headers: { ...noStore, Allow: allowed.join(", ") } },
    );
  };
}
