export function pagePolicy(sources: string[]): string;
export const apiPolicy: string;
export const HASHES_FILE: string;
