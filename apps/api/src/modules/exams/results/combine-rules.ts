import {
  SECTIONS_BY_KIND,
  type AttemptScores,
  type AttemptStatus,
  type CombinedReport,
  type CombinedSection,
  type ExamKind,
  type ExamVersion,
  type ScoreRange,
  type Section,
  type ServerMessageKey,
} from '@prepwell/contracts';
import { overallScore } from '../attempts/attempt-overall.ts';
import type { Plan } from '../attempts/attempt-plan.ts';

/**
 * Combining completed attempts into one report (pure, decision 0028; spec §4 "only for completed tests
 * from different sections", §5 "a complete, non-repeating selection"). Each attempt contributes every
 * section it scored; a section given twice is a repeat, whichever attempts give it. The headline follows
 * the exam's own rule (attempt-overall.ts): SAT total = sum of the sections, ACT composite = rounded
 * mean, TOEFL band or total, SHSAT composite.
 */
export interface CombineCandidate {
  id: string;
  studentId: string;
  studentName: string;
  status: AttemptStatus;
  kind: ExamKind;
  version: ExamVersion;
  testTitle: string;
  completedAt: Date | null;
  scores: AttemptScores | null;
}

export interface CombineProblem {
  path: string;
  key: ServerMessageKey;
}

export type CombineOutcome =
  | { ok: true; report: CombinedReport }
  | {
      ok: false;
      /** `exam_attempt` when an attempt is unfinished, else `validation_failed`. */
      code: 'exam_attempt' | 'validation_failed';
      problems: CombineProblem[];
      /** Sections given twice and sections missing, named for the client. */
      details: { repeated: Section[]; missing: Section[] };
    };

/**
 * The sections a full test of the format has, which a combined report needs: the kind's sections
 * (contracts SECTIONS_BY_KIND); the enhanced ACT's composite leaves Science out, so it is optional there,
 * and ACT Writing is optional on both formats (exams.md §2).
 */
export const requiredSections = (kind: ExamKind, version: ExamVersion): readonly Section[] =>
  kind === 'act'
    ? SECTIONS_BY_KIND.act.filter((s) => s !== 'writing' && (version !== 'act_enhanced' || s !== 'science'))
    : (SECTIONS_BY_KIND[kind] as readonly Section[]);

const sumOf = (ranges: readonly ScoreRange[]): ScoreRange => [
  ranges.reduce((n, r) => n + r[0], 0),
  ranges.reduce((n, r) => n + r[1], 0),
];

/** Checks a selection and, when it holds, builds the combined report. */
export const combineAttempts = (candidates: readonly CombineCandidate[]): CombineOutcome => {
  const details = { repeated: [] as Section[], missing: [] as Section[] };
  const unfinished = candidates.flatMap((c, i): CombineProblem[] =>
    c.status === 'completed' && c.scores ? [] : [{ path: `userExamIds.${i}`, key: 'combine.not_completed' }],
  );
  if (unfinished.length) return { ok: false, code: 'exam_attempt', problems: unfinished, details };

  const first = candidates[0]!;
  const problems: CombineProblem[] = [];
  const sections: CombinedSection[] = [];
  candidates.forEach((c, i) => {
    const path = `userExamIds.${i}`;
    if (c.studentId !== first.studentId) return problems.push({ path, key: 'combine.other_student' });
    if (c.kind !== first.kind || c.version !== first.version) return problems.push({ path, key: 'combine.other_exam' });
    let repeated = false;
    for (const s of c.scores!.sections) {
      if (sections.some((x) => x.section === s.section)) {
        repeated = true;
        if (!details.repeated.includes(s.section)) details.repeated.push(s.section);
        continue;
      }
      sections.push({
        ...s,
        userExamId: c.id,
        testTitle: c.testTitle,
        completedAt: c.completedAt?.toISOString() ?? null,
      });
    }
    if (repeated) problems.push({ path, key: 'combine.repeated_section' });
    return undefined;
  });
  details.missing = requiredSections(first.kind, first.version).filter(
    (name) => !sections.some((s) => s.section === name),
  );
  if (
    details.missing.length &&
    !problems.some((p) => p.key === 'combine.other_student' || p.key === 'combine.other_exam')
  )
    problems.push({ path: 'userExamIds', key: 'combine.incomplete' });
  if (problems.length) return { ok: false, code: 'validation_failed', problems, details };

  const order = SECTIONS_BY_KIND[first.kind] as readonly Section[];
  const rank = (s: Section) => (order.includes(s) ? order.indexOf(s) : order.length);
  sections.sort((a, b) => rank(a.section) - rank(b.section));
  const scaled = sections.map((s) => s.scaled);
  const total = scaled.every((r): r is ScoreRange => r !== null) ? sumOf(scaled) : null;
  // The sections as one test's plan: an adaptive section is one its attempt routed (SAT's `estimated`).
  const plan: Plan = {
    sections: sections.map((s, i) => ({
      id: s.sectionId,
      section: s.section,
      title: s.section,
      position: i + 1,
      adaptive: s.route !== 'base',
    })),
    modules: [],
  };
  return {
    ok: true,
    report: {
      kind: first.kind,
      studentName: first.studentName,
      sections,
      total,
      overall: overallScore({ kind: first.kind, version: first.version }, plan, sections),
    },
  };
};
