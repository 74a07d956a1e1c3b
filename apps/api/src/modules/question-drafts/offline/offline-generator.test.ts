import { beforeAll, describe, expect, it } from 'vitest';
import { DIFFICULTIES, QuestionInput, type ExamKind } from '@prepwell/contracts';
import { checkQuestionRules } from '../../questions/question-rules.ts';
import { checkKey } from '../key-check.ts';
import { choiceExpression } from '../key-check.ts';
import { evaluateSafely, loadSafeMath, sameValue } from '../safe-math.ts';
import {
  buildOfflineItem,
  generateOffline,
  OFFLINE_KINDS,
  OFFLINE_TEMPLATES,
  offlineSupport,
} from './offline-generator.ts';

beforeAll(loadSafeMath);

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 13);

describe('the offline generator', () => {
  it('gives every template × difficulty × kind valid items whose keys the key check confirms', () => {
    const types = new Set<string>();
    for (const template of OFFLINE_TEMPLATES)
      for (const difficulty of DIFFICULTIES)
        for (const kind of OFFLINE_KINDS)
          for (const seed of SEEDS) {
            const item = buildOfflineItem(template, difficulty, kind, seed);
            const where = `${template.id}/${difficulty}/${kind}/${seed}`;
            expect(QuestionInput.safeParse(item.input).success, where).toBe(true);
            expect(checkQuestionRules(item.input), where).toEqual([]);
            expect(checkKey(item.input), `${where}: ${item.input.stem} ${JSON.stringify(item.input.choices)}`).toEqual({
              status: 'ok',
            });
            expect(item.input.difficulty).toBe(difficulty);
            expect(item.input.stem).toMatch(/\$[^$]+\$/);
            expect(item.input.explanation).toMatch(/^- /);
            types.add(item.input.type);
            if (item.input.type === 'multiple_choice') {
              expect(item.input.choices).toHaveLength(kind === 'act' ? 5 : 4);
              // Distinct values, the key among them once.
              const values = item.input.choices.map((c) => evaluateSafely(choiceExpression(c.text)!)[0]!);
              values.forEach((v, i) =>
                values.slice(i + 1).forEach((w) => expect(sameValue(v, w), `${where} ${c(item)}`).toBe(false)),
              );
            } else {
              expect(kind).not.toBe('act');
              expect(item.input.answerKey.kind).toBe('grid');
            }
          }
    expect(types).toEqual(new Set(['multiple_choice', 'grid_in']));
  });

  it('is deterministic: the same seed gives the same items, another seed others', () => {
    const request = { kind: 'sat' as ExamKind, section: 'math' as const, count: 8, seed: 42 };
    const support = offlineSupport(request);
    if (!support.ok) throw new Error('unsupported');
    const first = generateOffline(request, support.templates);
    expect(generateOffline(request, support.templates)).toEqual(first);
    const other = generateOffline({ ...request, seed: 43 }, support.templates);
    expect(other.map((i) => i.input.stem)).not.toEqual(first.map((i) => i.input.stem));
    // Templates in turn, difficulties in turn when none is asked for.
    expect(new Set(first.map((i) => i.template)).size).toBe(8);
    expect(first.map((i) => i.input.difficulty).slice(0, 3)).toEqual(['easy', 'medium', 'hard']);
  });

  it('picks templates by the requested skill and refuses what it cannot write', () => {
    const pick = (skill: string) => {
      const s = offlineSupport({ kind: 'sat', section: 'math', skill });
      return s.ok ? s.templates.map((t) => t.id) : s.reason;
    };
    expect(pick('Percentages')).toEqual(['percent']);
    expect(pick('quadratic equations')).toEqual(['quadratic']);
    expect(pick('Systems of two linear equations in two variables')).toEqual(['linear_system']);
    expect(pick('mean_median')).toEqual(['mean_median']);
    expect(pick('Poetry')).toBe('unknown_skill');
    expect(offlineSupport({ kind: 'sat', section: 'english' })).toEqual({ ok: false, reason: 'not_math' });
    expect(offlineSupport({ kind: 'toefl', section: 'reading' })).toEqual({ ok: false, reason: 'not_math' });
  });
});

const c = (item: { input: QuestionInput }) => JSON.stringify(item.input.choices);
