/**
 * For unit tests: loads a module afresh, as a build with ACTUALS_DIR=`dir` reads it (the ledger
 * reads its files once, when it is first imported), then puts ACTUALS_DIR back.
 *
 *   const fixture = await loadWithActuals("e2e/fixtures/actuals", () => import("@/lib/open-data"));
 */
export async function loadWithActuals<T>(dir: string, load: () => Promise<T>): Promise<T> {
  const before = process.env.ACTUALS_DIR;
  process.env.ACTUALS_DIR = dir;
  let loaded!: T;
  try {
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
  } finally {
    if (before === undefined) delete process.env.ACTUALS_DIR;
    else process.env.ACTUALS_DIR = before;
  }
  return loaded;
}
