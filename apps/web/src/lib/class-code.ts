import { ClassCode } from '@prepwell/contracts';

/** The code as the server reads it: trimmed and upper case (spec: class codes are case-insensitive). */
export const normalizeClassCode = (typed: string): string => typed.trim().toUpperCase();

/** True when the code can be sent (letters and digits, 4–16); the server still decides whether it exists. */
export const isClassCodeWellFormed = (typed: string): boolean => ClassCode.safeParse(normalizeClassCode(typed)).success;
