import { apiNotFound } from "@/lib/api";

/** Any unknown path under /api answers a JSON 404, whatever the method. */
export const GET = apiNotFound;
export const HEAD = apiNotFound;
export const POST = apiNotFound;
export const PUT = apiNotFound;
export const PATCH = apiNotFound;
export const DELETE = apiNotFound;
export const OPTIONS = apiNotFound;
