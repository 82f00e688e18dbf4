export const GLOSSARY_JSON: string;
export const GLOSSARY_CSV: string;
export function glossaryCsv(glossary: unknown): string;
