export const LOADER_MARK: string;
export function afterPaintLoader(sources: string[]): string;
export function moveScriptsAfterPaint(html: string): { html: string; sources: string[] };
export const COMPILE_HINT: string;
export function withCompileHint(js: string): string;
export function builtScriptFile(src: string): string;
