export function checkMessages(root?: string): string[];
