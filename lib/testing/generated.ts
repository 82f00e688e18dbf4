import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a generator's `--check` prints and its exit status: "" and 0 while its file is current. */
export function generatorCheck(script: string): { stdout: string; status: number | null } {
  const { stdout, status } = spawnSync(process.execPath, [script, "--check"], {
    encoding: "utf8",
  });
  return { stdout, status };
}

/** A copy of a folder of the project to change, under a root of its own; returns the root. */
export function copyUnderRoot(folder: string): string {
  const root = mkdtempSync(join(tmpdir(), "copy-"));
  cpSync(folder, join(root, folder), { recursive: true });
  return root;
}
