import { vercelBuilderProblem } from "./vercel-builder.mjs";

describe("a build by Vercel's builder without its adapter", () => {
  it("stops at the start with the command that works, rather than ENOENT at the end", () => {
    const problem = vercelBuilderProblem({ VERCEL: "1", NOW_BUILDER: "1" });
    expect(problem).toContain("NEXT_ENABLE_ADAPTER=1 npx -y vercel@58.10.0 build --yes");
    expect(vercelBuilderProblem({ NEXT_EDGE_RUNTIME_PROVIDER: "vercel" })).toBe(problem);
  });

  it("lets the build run when the builder names its adapter, or when Vercel is not building", () => {
    const adapter = "/vercel/next/dist/adapter/index.js";
    expect(vercelBuilderProblem({ NOW_BUILDER: "1", NEXT_ADAPTER_PATH: adapter })).toBeUndefined();
    expect(vercelBuilderProblem({})).toBeUndefined();
  });
});
