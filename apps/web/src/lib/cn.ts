import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is deliberately no tailwind-merge (7 KiB brotli on every first load):
 * primitives offer variants, and a `className` passed to one must add utilities, not contradict its own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
