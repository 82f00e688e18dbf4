export const LOOPBACK_URL: string;
export function siteUrlFrom(env: Record<string, string | undefined>): string;
export function loopbackWarning(env: Record<string, string | undefined>): string | undefined;
