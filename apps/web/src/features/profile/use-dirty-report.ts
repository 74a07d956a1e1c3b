import { useEffect } from 'react';

/** Tells the page whether a form has unsaved edits (one leave-guard per page covers all its forms). */
export const useDirtyReport = (dirty: boolean, report: ((dirty: boolean) => void) | undefined) => {
  useEffect(() => {
    report?.(dirty);
  }, [dirty, report]);
  useEffect(() => () => report?.(false), [report]);
};
