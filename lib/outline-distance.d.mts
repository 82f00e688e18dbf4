export function outlineDistance(a: string, b: string): number;
