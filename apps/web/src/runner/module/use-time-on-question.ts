import { useEffect } from 'react';
import type { AttemptSession } from '../session/attempt-session.ts';

const MIN_MS = 500;

/**
 * Time on the question on screen: while it is shown and the page is visible. Added to the question's
 * journal entry when the student moves on or the page is hidden (synced with its answer).
 */
export function useTimeOnQuestion(
  session: AttemptSession,
  question: { id: string; moduleId: string } | null,
  onPositionChange?: (questionId: string) => void,
): void {
  const id = question?.id ?? null;
  const moduleId = question?.moduleId ?? null;
  useEffect(() => {
    if (!id || !moduleId) return;
    onPositionChange?.(id);
    let start: number | null = document.visibilityState === 'visible' ? performance.now() : null;
    const record = () => {
      if (start === null) return;
      const elapsed = performance.now() - start;
      start = null;
      if (elapsed >= MIN_MS) session.change({ id, moduleId }, { addTimeMs: elapsed });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') record();
      else start = performance.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      record();
    };
  }, [session, id, moduleId, onPositionChange]);
}
