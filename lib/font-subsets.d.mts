export const SUBSETS: {
  file: string;
  source: string;
  text: string;
  axes: { wght: { min: number; max: number } };
}[];
export const SYSTEM_DRAWN: string;
export function unicodeRange(text: string): string;
