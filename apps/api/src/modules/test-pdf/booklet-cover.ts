import { richRows } from './block-flow.ts';
import { stageLabel } from './booklet-labels.ts';
import type { PrintBooklet } from './booklet-model.ts';
import { BODY } from './booklet-questions.ts';
import { textRows } from './inline-flow.ts';
import type { PageFrame } from './page-frame.ts';
import { gapRow, MUTED, shiftRows, type Painter, type Row } from './painter.ts';

/**
 * The cover: the title, the exam (kind, type, format; a draft or a later version says so), the description,
 * whether the key is included, the contents (each section's modules with their questions and minutes, and
 * breaks), the totals on any route, and the test's directions.
 */
export const coverRows = (p: Painter, frame: PageFrame, booklet: PrintBooklet, answers: boolean): Row[] => {
  const { t } = p;
  const { test } = booklet;
  const width = frame.width;
  const exam = [
    t(`kinds.${test.kind}`),
    t(`types.${test.type}`),
    t(`versions.${test.version}`),
    ...(test.status === 'draft' ? [t('draft')] : []),
    ...(test.revision > 1 ? [t('revision', { revision: test.revision })] : []),
  ].join(' · ');
  const rows: Row[] = [
    gapRow(60),
    ...textRows(p, test.title, width, { size: 24, bold: true }),
    gapRow(6),
    ...textRows(p, exam, width, { size: 12, color: MUTED }),
    gapRow(14),
  ];
  if (test.description.trim())
    rows.push(...textRows(p, test.description, width, { size: 10, color: MUTED }), gapRow(8));
  if (answers) rows.push(...textRows(p, t('with_answer_key'), width, { size: 10 }, { italic: true }), gapRow(8));
  rows.push(gapRow(10), ...textRows(p, t('contents'), width, { size: 14, bold: true }), gapRow(4));
  for (const section of booklet.sections) {
    rows.push(gapRow(6), ...textRows(p, section.title, width, { size: 11.5, bold: true }));
    for (const m of section.modules) {
      const line = t('module_line', {
        module: stageLabel(t, m.stage, m.route),
        questions: m.questions.length,
        minutes: m.minutes,
      });
      rows.push(...shiftRows(textRows(p, line, width - 14, BODY), 14));
      if (m.breakMinutes > 0)
        rows.push(
          ...shiftRows(
            textRows(p, t('break_line', { minutes: m.breakMinutes }), width - 14, { ...BODY, color: MUTED }),
            14,
          ),
        );
    }
  }
  rows.push(
    gapRow(8),
    ...textRows(p, t('total_line', { questions: test.questionCount, minutes: test.minutes }), width, {
      ...BODY,
      bold: true,
    }),
  );
  if (test.directions.trim())
    rows.push(
      gapRow(16),
      ...textRows(p, t('directions'), width, { size: 14, bold: true }),
      gapRow(4),
      ...richRows(p, test.directions, width, BODY),
    );
  return rows;
};
