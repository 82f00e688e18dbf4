export function pagePolicy(sources: string[]): string;
export function metaPolicy(hashes: string[]): string;
export const pageHeaderPolicy: string;
export const apiPolicy: string;
