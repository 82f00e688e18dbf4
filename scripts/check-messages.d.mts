export function checkMessages(root?: string): string[];
export function jsonFiles(dir: string, under?: string): string[];
export const LANGUAGE_CODES: string[];
