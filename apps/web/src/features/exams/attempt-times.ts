import type { AttemptResult } from '@prepwell/contracts';

/**
 * When the student started the test: the first module's clock (issue 17). The attempt row is made when the
 * start page (the test settings) opens, which may be minutes earlier, so its own `startedAt` is only the
 * fallback, for an attempt whose modules carry no start (none begun).
 */
export const testStartedAt = (result: Pick<AttemptResult, 'startedAt' | 'modules'>): string => {
  const starts = result.modules.flatMap((m) => (m.startedAt ? [m.startedAt] : []));
  if (starts.length === 0) return result.startedAt;
  return starts.reduce((first, at) => (Date.parse(at) < Date.parse(first) ? at : first));
};
