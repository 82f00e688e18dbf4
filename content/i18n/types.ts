/** Another language's messages for an English module: every key, each a string. */
export type Messages<T> = { readonly [K in keyof T]: string };
