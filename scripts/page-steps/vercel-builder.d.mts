export function vercelBuilderProblem(env: Record<string, string | undefined>): string | undefined;
