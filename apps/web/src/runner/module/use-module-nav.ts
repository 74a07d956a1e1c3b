import { useCallback, useEffect, useState } from 'react';

/**
 * Where the student is in a module: a question index, or the review page (index === count). Kept on this
 * device, so a reload comes back to the same question.
 */
export interface ModuleNav {
  index: number;
  onReview: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  review(): void;
}

const keyOf = (scope: string) => `pw.runner.pos.${scope}`;

const readIndex = (scope: string, count: number): number => {
  try {
    const value = Number(window.localStorage.getItem(keyOf(scope)));
    return Number.isInteger(value) && value >= 0 && value <= count ? value : 0;
  } catch {
    return 0;
  }
};

export function useModuleNav(scope: string, count: number, hasReview: boolean): ModuleNav {
  const [state, setState] = useState(() => ({ scope, index: readIndex(scope, count) }));
  // A new module (or section tab) starts where it was left, else at its first question.
  const index = state.scope === scope ? state.index : readIndex(scope, count);
  useEffect(() => {
    if (state.scope !== scope) setState({ scope, index });
  }, [scope, state.scope, index]);
  useEffect(() => {
    try {
      window.localStorage.setItem(keyOf(scope), String(index));
    } catch {
      /* ignore */
    }
  }, [scope, index]);
  const last = hasReview ? count : Math.max(0, count - 1);
  const goTo = useCallback((i: number) => setState({ scope, index: Math.min(Math.max(0, i), last) }), [scope, last]);
  return {
    index: Math.min(index, last),
    onReview: hasReview && index >= count,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    review: () => goTo(count),
  };
}
