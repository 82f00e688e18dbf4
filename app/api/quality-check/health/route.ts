import { methodNotAllowed } from "@/lib/api";
import packageJson from "@/package.json";

/** A small liveness answer for an uptime monitor (the page documents it; it does not call it). */
export const dynamic = "force-dynamic";

function health() {
  return { status: "ok", time: new Date().toISOString(), version: packageJson.version } as const;
}

const headers = { "Cache-Control": "no-store" };

export function GET(): Response {
  return Response.json(health(), { headers });
}

/** GET's headers without the body. */
export function HEAD(): Response {
  return new Response(null, { headers: { ...headers, "Content-Type": "application/json" } });
}

const notAllowed = methodNotAllowed(["GET", "HEAD"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
export const OPTIONS = notAllowed;
