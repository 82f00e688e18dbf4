import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping the falsy ones. Safe in the browser: unlike cn() it does not merge
 * conflicting Tailwind classes, so code shared with islands gets its overridable base from the
 * component classes in app/ui.css, and an island never sets two classes for one property.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
