export const LOADER_MARK: string;
export function afterPaintLoader(sources: string[]): string;
export function moveScriptsAfterPaint(html: string): { html: string; sources: string[] };
