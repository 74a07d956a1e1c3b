import type { Parser } from './api-client.ts';

/** Parsers for tiny responses that have no schema in contracts. */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const IdResponse: Parser<{ id: string }> = {
  parse: (data) => {
    if (isRecord(data) && typeof data.id === 'string') return { id: data.id };
    throw new TypeError('Expected { id }');
  },
};

/** Accepts any body (for endpoints whose answer the caller does not use). */
export const AnyResponse: Parser<unknown> = { parse: (data) => data };
