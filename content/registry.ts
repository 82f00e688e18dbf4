// Not in the content registry: it reads the registry's list (content/modules.ts).
import { moduleList } from "@/content/modules";

/**
 * A content module: its exports, which the link checks scan and the figure walk reads. Each module
 * validates its own data with zod when it loads, so nothing here re-validates it.
 */
export interface ContentModule {
  file: string;
  namespace: Readonly<Record<string, unknown>>;
}

function mod(file: string, namespace: object): ContentModule {
  return { file, namespace: namespace as Record<string, unknown> };
}

/**
 * Every content module, from the folder content/ (content/modules.ts, written by
 * scripts/content-index.mjs): a new module is registered by being there.
 */
export const contentModules: readonly ContentModule[] = moduleList.map(([file, namespace]) =>
  mod(file, namespace),
);
