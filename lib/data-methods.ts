/**
 * The methods other than GET (and the HEAD Next answers with it) on a data file: each gets a 405
 * naming GET and HEAD, as Next answers a route file that exports GET alone (a prerendered path of
 * a dynamic route would otherwise be served for any method). `what` names the files in the answer.
 */
export function otherMethods(what: string) {
  function notAllowed(): Response {
    return new Response(`Method Not Allowed: ${what} read with GET.\n`, {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return {
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: notAllowed,
  };
}
