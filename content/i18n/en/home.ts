export const home = {} as const;
