/**
 * The methods other than GET (and the HEAD Next answers with it) on a data file: each gets a 405
 * naming GET and HEAD. A route file that exports GET alone is not enough: Next serves a
 * prerendered path for any method. `what` names the files in the answer.
 */
export function notAllowed(what: string): Response {
  return new Response(`Method Not Allowed: ${what} read with GET.\n`, {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The other methods as a route file exports them. Next then renders the route on each request
 * rather than at build; proxy.ts answers them instead for a file that must be built ahead.
 */
export function otherMethods(what: string) {
  const answer = () => notAllowed(what);
  return { POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: answer };
}
