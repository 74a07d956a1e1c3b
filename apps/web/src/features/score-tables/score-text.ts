import type { AttemptScores, ExamKind, SectionRawScore } from '@prepwell/contracts';
import { formatOverall, headlineOf, rawTotalOf, sectionScoreView } from '../exams/score-format.ts';

/**
 * Scores in a line of a table (regrade changes, previews, combined reports), by the exam's rule
 * (features/exams/score-format.ts). Pure: numbers and ranges only, no words.
 */

/** A section: its band or scaled range, else "raw/max". */
export const sectionText = (
  section: Pick<SectionRawScore, 'raw' | 'maxRaw' | 'scaled' | 'band' | 'pending'>,
): string => {
  const view = sectionScoreView({ sectionId: '', section: 'math', route: 'base', ...section });
  return view.kind === 'band' || view.kind === 'scaled' ? view.text : `${section.raw}/${section.maxRaw}`;
};

/** The headline (SAT total, ACT composite, TOEFL band …), else the raw total "raw/max". */
export const totalText = (kind: ExamKind, scores: AttemptScores | null): string => {
  if (!scores) return '—';
  const headline = headlineOf(kind, scores);
  const text = headline ? formatOverall(headline) : null;
  if (text && headline?.scale !== 'raw') return text;
  const raw = rawTotalOf(scores.sections);
  return `${raw.raw}/${raw.maxRaw}`;
};

export interface SectionChange {
  sectionId: string;
  section: SectionRawScore['section'];
  route: SectionRawScore['route'];
  before: string;
  after: string;
  changed: boolean;
}

/** Section by section, old and new (matched by section id; a section only one side has shows "—"). */
export const sectionChanges = (before: AttemptScores | null, after: AttemptScores): SectionChange[] => {
  const old = new Map((before?.sections ?? []).map((s) => [s.sectionId, s] as const));
  return after.sections.map((s) => {
    const was = old.get(s.sectionId);
    const beforeText = was ? sectionText(was) : '—';
    const afterText = sectionText(s);
    return {
      sectionId: s.sectionId,
      section: s.section,
      route: s.route,
      before: beforeText,
      after: afterText,
      changed: beforeText !== afterText,
    };
  });
};
