export interface BuiltPage {
  path: string;
  file: string;
}
export function prerenderedPages(outputs: {
  prerenders: { pathname: string; fallback?: { filePath?: string } }[];
}): BuiltPage[];
export interface Adapter {
  name: string;
  modifyConfig(config: object, context: object): Promise<object>;
  onBuildComplete(context: {
    distDir: string;
    outputs: { prerenders: { pathname: string; fallback?: { filePath?: string } }[] };
  }): Promise<void>;
}
export function createAdapter(loadHost?: () => Promise<unknown>): Adapter;
declare const adapter: Adapter;
export default adapter;
