export function devanagariWords(text: string): string[];
export function siteDevanagariWords(root?: string): string[];
export function halfForms(words: string[]): string[];
