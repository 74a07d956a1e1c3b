import 'katex/dist/katex.min.css';
import katex from 'katex';
import { useMemo } from 'react';
import { splitMath } from '@prepwell/contracts/light';

/** The KaTeX part of MathText, in its own chunk. KaTeX escapes its input; `trust` stays off. */
export function MathTextRender({ text }: { text: string }) {
  const segments = useMemo(() => splitMath(text), [text]);
  return (
    <>
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.value}</span>
        ) : (
          <span
            key={i}
            dangerouslySetInnerHTML={{
              __html: katex.renderToString(segment.value, {
                displayMode: segment.kind === 'display',
                throwOnError: false,
                output: 'htmlAndMathml',
              }),
            }}
          />
        ),
      )}
    </>
  );
}
