import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggablePanel } from './draggable-panel.tsx';
import { FIGURES, type FigureName } from './reference-figures.tsx';
import styles from './reference-sheet.module.css';

export interface ReferenceSheetProps {
  onClose(): void;
}

/** The SAT math reference facts (the same facts the digital SAT gives every student), figure by figure. */
const ENTRIES: readonly { figure: FigureName; formulas: readonly string[] }[] = [
  { figure: 'circle', formulas: ['A = \\pi r^2', 'C = 2\\pi r'] },
  { figure: 'rectangle', formulas: ['A = \\ell w'] },
  { figure: 'triangle', formulas: ['A = \\tfrac{1}{2} b h'] },
  { figure: 'rightTriangle', formulas: ['c^2 = a^2 + b^2'] },
  { figure: 'thirtySixty', formulas: [] },
  { figure: 'fortyFive', formulas: [] },
  { figure: 'box', formulas: ['V = \\ell w h'] },
  { figure: 'cylinder', formulas: ['V = \\pi r^2 h'] },
  { figure: 'sphere', formulas: ['V = \\tfrac{4}{3} \\pi r^3'] },
  { figure: 'cone', formulas: ['V = \\tfrac{1}{3} \\pi r^2 h'] },
  { figure: 'pyramid', formulas: ['V = \\tfrac{1}{3} \\ell w h'] },
];

const FACTS = ['circleDegrees', 'circleRadians', 'triangleSum'] as const;

const typeset = (tex: string) => katex.renderToString(tex, { throwOnError: false, output: 'htmlAndMathml' });

/**
 * The reference sheet (loaded lazily by the runner) in a draggable panel: area and volume formulas,
 * special right triangles, and the facts about circles and triangles. Formulas are typeset with KaTeX,
 * whose MathML reads out to screen readers; the drawings are decorative.
 */
export const ReferenceSheet = ({ onClose }: ReferenceSheetProps) => {
  const { t } = useTranslation('tools');
  const html = useMemo(() => ENTRIES.map((e) => e.formulas.map(typeset)), []);
  return (
    <DraggablePanel
      title={t('reference.title')}
      onClose={onClose}
      storageKey="prepwell:reference-panel"
      initialWidth={520}
      initialHeight={600}
      bodyFocusable
    >
      <div className={styles.sheet}>
        <ul className={styles.grid}>
          {ENTRIES.map((entry, i) => (
            <li key={entry.figure} className={styles.item}>
              {FIGURES[entry.figure]}
              <p className={styles.name}>{t(`reference.figure.${entry.figure}`)}</p>
              {html[i]?.map((formula, j) => (
                <p key={entry.formulas[j]} className={styles.formula} dangerouslySetInnerHTML={{ __html: formula }} />
              ))}
            </li>
          ))}
        </ul>
        <ul className={styles.facts}>
          {FACTS.map((fact) => (
            <li key={fact}>{t(`reference.fact.${fact}`)}</li>
          ))}
        </ul>
      </div>
    </DraggablePanel>
  );
};
