import { describe, expect, it } from 'vitest';
import type { SectionBlueprint, TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { checkBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import type { Plan } from '../modules/exams/attempts/attempt-plan.ts';
import { scoreAttempt, type StoredScoreTable, type TakenModule } from '../modules/exams/attempts/attempt-scores.ts';
import { actComposite } from '../modules/exams/scoring/act.ts';
import { DEMO_ACT_FULL } from './demo-exams-act.ts';
import { ACT_READING_PASSAGES, ACT_READING_QUESTIONS, CS, IKI, KID } from './demo-exams-act-reading.ts';
import { operationalCount } from './demo-exams-builders.ts';
import { DEMO_OTHER_TESTS } from './demo-exams-others.ts';

/**
 * The full enhanced ACT demo (issue 15): counts, minutes and breaks read from the seed against exams.md §2,
 * the Reading section's structure, and the composite and STEM of simulated attempts scored with the seed's
 * own (estimated) tables through the engine's scoring path.
 */

const t = DEMO_ACT_FULL;
const section = (name: string) => t.sections.find((s) => s.section === name)!;
const questionsOf = (s: SectionBlueprint) => s.modules.flatMap((m) => m.questions);

describe('the full enhanced ACT: structure from exams.md §2', () => {
  it('is a public enhanced full mock in the catalogue, and fits its kind', () => {
    expect(DEMO_OTHER_TESTS).toContain(t);
    expect(() => checkBlueprint(t)).not.toThrow();
    expect([t.kind, t.type, t.version, t.isPublic]).toEqual(['act', 'full_mock', 'act_enhanced', true]);
    expect(t.description).toMatch(/estimate/);
  });

  it('has English, Math, Reading, Science and Writing in order: questions given (scored) and minutes per module', () => {
    const rows = t.sections.map((s) => [
      s.section,
      s.modules.length,
      questionsOf(s).length,
      operationalCount(questionsOf(s)),
      s.modules.map((m) => m.minutes),
    ]);
    expect(rows).toEqual([
      ['english', 1, 50, 40, [35]],
      ['math', 1, 45, 41, [50]],
      ['reading', 1, 36, 27, [40]],
      ['science', 1, 40, 34, [40]],
      ['writing', 1, 1, 0, [40]],
    ]);
    for (const s of t.sections) expect(s.adaptive ?? false).toBe(false);
  });

  it('breaks: 10 minutes after Math, 5 minutes before Writing, none elsewhere', () => {
    const breaks = t.sections.flatMap((s) => s.modules.map((m) => [s.section, m.breakAfterMinutes ?? 0]));
    expect(breaks).toEqual([
      ['english', 0],
      ['math', 10],
      ['reading', 0],
      ['science', 5],
      ['writing', 0],
    ]);
  });

  it('every multiple-choice question has 4 choices; Writing is one essay rated 2–12 by a grader', () => {
    for (const s of t.sections.filter((x) => x.section !== 'writing'))
      for (const q of questionsOf(s)) expect(q.type === 'multiple_choice' && q.choices?.length === 4).toBe(true);
    const [essay, ...more] = questionsOf(section('writing'));
    expect(more).toEqual([]);
    expect(essay!.type).toBe('written_response');
    expect(essay!.answerKey).toEqual({ kind: 'rated', max: 12 });
    const prompt = t.passages![essay!.passage!]!.body;
    expect(prompt.match(/^Perspective (One|Two|Three)$/gm)).toEqual([
      'Perspective One',
      'Perspective Two',
      'Perspective Three',
    ]);
    expect(section('writing').scoreTables).toBeUndefined();
  });

  it('every passage a question names is in the test', () => {
    for (const q of t.sections.flatMap(questionsOf))
      if (q.passage) expect(t.passages?.[q.passage], q.passage).toBeDefined();
  });
});

describe('ACT Reading (enhanced)', () => {
  const qs = ACT_READING_QUESTIONS;
  const passages = [...new Set(qs.map((q) => q.passage!))];

  it('has 4 passages of 9 consecutive questions, in the order literary narrative, social science, humanities, natural science', () => {
    expect(passages).toHaveLength(4);
    passages.forEach((p, i) => expect(qs.slice(i * 9, i * 9 + 9).every((q) => q.passage === p)).toBe(true));
    expect(passages.map((p) => /— (.+):/.exec(ACT_READING_PASSAGES[p]!.title!)?.[1])).toEqual([
      'Literary Narrative',
      'Social Science',
      'Humanities',
      'Natural Science',
    ]);
  });

  it('one passage is a paired set (Passage A and Passage B)', () => {
    const paired = passages.filter((p) => /^Passage A$/m.test(ACT_READING_PASSAGES[p]!.body));
    expect(paired).toHaveLength(1);
    expect(ACT_READING_PASSAGES[paired[0]!]!.body).toMatch(/^Passage B$/m);
    // Its comparison questions are Integration of Knowledge and Ideas.
    expect(qs.filter((q) => q.passage === paired[0] && q.domain === IKI).length).toBeGreaterThanOrEqual(2);
  });

  it('has 9 field-test items (27 scored), and Key Ideas and Details is more than half of all and of the scored items', () => {
    expect(qs.filter((q) => q.pretest)).toHaveLength(9);
    expect(new Set(qs.map((q) => q.domain))).toEqual(new Set([KID, CS, IKI]));
    for (const set of [qs, qs.filter((q) => !q.pretest)]) {
      const kid = set.filter((q) => q.domain === KID).length;
      expect(kid * 2, `${kid} of ${set.length}`).toBeGreaterThan(set.length);
      expect(set.filter((q) => q.domain === CS).length).toBeGreaterThan(set.filter((q) => q.domain === IKI).length);
    }
  });

  it('keys are spread over A–D without long runs', () => {
    const keys = qs.map((q) => (q.answerKey.kind === 'choice' ? q.answerKey.correct[0]! : '?')).join('');
    for (const letter of 'ABCD') expect(keys.split(letter).length - 1, `${letter} in ${keys}`).toBe(9);
    expect(keys).not.toMatch(/(.)\1\1/);
  });

  it('every phrase a question quotes is in its passage', () => {
    let quotes = 0;
    for (const q of qs) {
      const body = ACT_READING_PASSAGES[q.passage!]!.body;
      for (const text of [q.stem, ...(q.choices ?? []).map((c) => c.text)])
        for (const [, quoted] of text.matchAll(/"([^"]+)"/g)) {
          quotes += 1;
          expect(body, quoted).toContain(quoted!.replace(/[.,;:!?]$/, ''));
        }
    }
    expect(quotes).toBeGreaterThanOrEqual(15);
  });
});

/**
 * A simulated attempt: the test's plan, one module per section, `correct` answers per section, and the
 * seed's score tables as stored (sectionId = the section's name here), scored by the engine's scoreAttempt.
 */
const planOf = (b: TestBlueprint): Plan => ({
  sections: b.sections.map((s, i) => ({
    id: s.section,
    section: s.section,
    title: s.title,
    position: i + 1,
    adaptive: false,
  })),
  modules: b.sections.map((s) => ({
    id: `${s.section}-1`,
    sectionId: s.section,
    title: s.modules[0]!.title,
    position: 1,
    route: 'base' as const,
    timeLimitSeconds: s.modules[0]!.minutes * 60,
    breakAfterSeconds: (s.modules[0]!.breakAfterMinutes ?? 0) * 60,
    questionCount: s.modules[0]!.questions.length,
  })),
});
const tables: StoredScoreTable[] = t.sections.flatMap((s) =>
  s.scoreTables?.base ? [{ sectionId: s.section, route: 'base' as const, rows: s.scoreTables.base }] : [],
);
const simulate = (correct: Record<string, number>, essayGraded = false) => {
  const taken: TakenModule[] = t.sections.map((s) => ({
    moduleId: `${s.section}-1`,
    correct: correct[s.section] ?? 0,
    operational: operationalCount(questionsOf(s)),
    pending: s.section === 'writing' && !essayGraded ? 1 : 0,
  }));
  const scores = scoreAttempt({ kind: t.kind, version: t.version }, planOf(t), taken, {}, tables);
  const scaled = (name: string) => scores.sections.find((s) => s.section === name)!.scaled?.[0];
  // The attempt's own STEM score (attempt-overall.ts): the mean of Math and Science, halves up.
  const stem = scores.overall?.stem;
  return { scores, scaled, stem };
};

describe('composite and STEM of a simulated full ACT attempt (estimated tables, act.ts rules)', () => {
  it('all correct: every section 36, composite 36, STEM 36; the essay waits for a grader and has no scaled score', () => {
    const { scores, scaled, stem } = simulate({ english: 40, math: 41, reading: 27, science: 34 });
    expect(['english', 'math', 'reading', 'science'].map(scaled)).toEqual([36, 36, 36, 36]);
    expect(scores.overall).toEqual({ scale: 'act_composite', value: 36, range: null, estimated: false, stem: 36 });
    expect(stem).toBe(36);
    const writing = scores.sections.find((s) => s.section === 'writing')!;
    expect([writing.raw, writing.maxRaw, writing.pending, writing.scaled]).toEqual([0, 0, 1, null]);
  });

  it('nothing correct: every section 1, composite 1, STEM 1', () => {
    const { scores, stem } = simulate({});
    expect(scores.overall?.value).toBe(1);
    expect(stem).toBe(1);
  });

  it('a mid case computed by hand', () => {
    /*
     * Straight lines between the anchors of demo-exams-act.ts, rounded to whole points:
     * - English 30/40 = 0.75, an anchor: 24.
     * - Math 26/41 = 0.634 between (0.5, 20) and (0.7, 25): 20 + 5 × 0.134 / 0.2 = 23.35 → 23.
     * - Reading 18/27 = 0.667 between (0.55, 20) and (0.7, 24): 20 + 4 × 0.117 / 0.15 = 23.11 → 23.
     * - Science 20/34 = 0.588 between (0.51, 20) and (0.7, 25): 20 + 5 × 0.078 / 0.19 = 22.06 → 22.
     * Composite (enhanced: E, M, R) = (24 + 23 + 23) / 3 = 23.33 → 23.
     * STEM (M, S) = (23 + 22) / 2 = 22.5 → 23 (fractions of .5 round up).
     */
    const { scores, scaled, stem } = simulate({ english: 30, math: 26, reading: 18, science: 20 });
    expect(['english', 'math', 'reading', 'science'].map(scaled)).toEqual([24, 23, 23, 22]);
    expect(scores.overall?.value).toBe(23);
    expect(stem).toBe(23);
    // Science and Writing never move the composite: a low Science score, or a graded essay, leave it at 23.
    expect(simulate({ english: 30, math: 26, reading: 18, science: 0 }).scores.overall?.value).toBe(23);
    expect(simulate({ english: 30, math: 26, reading: 18, science: 20 }, true).scores.overall?.value).toBe(23);
    // The classic rule would have counted Science: (24 + 23 + 23 + 22) / 4 = 23, while a perfect Science shows the difference.
    expect(actComposite({ english: 24, math: 23, reading: 23, science: 36 }, 'classic')).toBe(27);
    expect(actComposite({ english: 24, math: 23, reading: 23, science: 36 }, 'enhanced')).toBe(23);
  });
});
