import { Suspense, lazy } from 'react';

const MathTextRender = lazy(() => import('./math-text-render.tsx').then((m) => ({ default: m.MathTextRender })));

/** Text with `$…$` (inline) and `$$…$$` (display) math. KaTeX loads only when math is present. */
export function MathText({ children }: { children: string }) {
  if (!children.includes('$')) return <>{children}</>;
  return (
    <Suspense fallback={<span>{children}</span>}>
      <MathTextRender text={children} />
    </Suspense>
  );
}
