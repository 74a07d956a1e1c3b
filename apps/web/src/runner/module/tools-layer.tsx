import { lazy, Suspense, useMemo } from 'react';

/** The heavier tools load on first use, never before the first question (the runner's JavaScript budget). */
const GraphingCalculator = lazy(() =>
  import('../tools/calculator.tsx').then((m) => ({ default: m.GraphingCalculator })),
);
const ReferenceSheet = lazy(() => import('../tools/reference-sheet.tsx').then((m) => ({ default: m.ReferenceSheet })));
const LineReader = lazy(() => import('../tools/line-reader.tsx').then((m) => ({ default: m.LineReader })));

export interface OpenTools {
  calculator: boolean;
  reference: boolean;
  lineReader: boolean;
}

export function ToolsLayer({ open, onClose }: { open: OpenTools; onClose(tool: keyof OpenTools): void }) {
  // Stable callbacks: a tool may run an effect on its onClose (focus, listeners).
  const close = useMemo(
    () => ({
      calculator: () => onClose('calculator'),
      reference: () => onClose('reference'),
      lineReader: () => onClose('lineReader'),
    }),
    [onClose],
  );
  return (
    <Suspense fallback={null}>
      {open.calculator ? <GraphingCalculator onClose={close.calculator} /> : null}
      {open.reference ? <ReferenceSheet onClose={close.reference} /> : null}
      {open.lineReader ? <LineReader onClose={close.lineReader} /> : null}
    </Suspense>
  );
}
