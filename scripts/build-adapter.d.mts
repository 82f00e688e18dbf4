export interface BuiltPage {
  path: string;
  file: string;
}
interface Outputs {
  prerenders: { pathname: string; fallback?: { filePath?: string } }[];
  staticFiles?: { filePath: string; immutableHash?: string }[];
}
export function prerenderedPages(outputs: Outputs): BuiltPage[];
export function hostFromEnvironment(projectDir: string): Promise<unknown>;
export interface Adapter {
  name: string;
  modifyConfig(config: object, context: { projectDir?: string }): Promise<object>;
  onBuildComplete(context: {
    distDir: string;
    projectDir: string;
    outputs: Outputs;
  }): Promise<void>;
}
export function createAdapter(loadHost?: (projectDir: string) => Promise<unknown>): Adapter;
declare const adapter: Adapter;
export default adapter;
