import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { unzipSync, strFromU8 } from 'fflate';
import type { QuestionView } from '@prepwell/contracts';
import { readQtiItem } from '../src/modules/question-io/formats/qti-item.ts';
import { parseXml } from '../src/modules/question-io/formats/safe-xml.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';
import { importFile, ownQuestions } from './fixtures/question-io/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const HEADER = [
  'kind',
  'section',
  'subject',
  'type',
  'stem',
  'choice_a',
  'choice_b',
  'choice_c',
  'choice_d',
  'choice_e',
  'correct',
  'answers',
  'explanation',
  'sample_answer',
  'labels',
  'difficulty',
  'passage',
  'source',
  'source_id',
  'irt_a',
  'irt_b',
  'irt_c',
];

/** 50 questions of mixed types, kinds, labels, passages, difficulties and IRT parameters. */
const fiftyQuestions = () => {
  const rows: string[][] = [HEADER];
  const difficulties = ['easy', 'medium', 'hard', ''];
  for (let i = 0; i < 50; i++) {
    const kindOf = i % 7;
    const base = {
      labels: `Skill ${i % 4};Round trip`,
      difficulty: difficulties[i % 4]!,
      source: 'Round trip',
      source_id: `rt-${i}`,
    };
    const irt: Record<string, string> =
      i % 3 === 0 ? { irt_a: String(0.5 + (i % 5) / 10), irt_b: String((i % 7) - 3), irt_c: '0.2' } : {};
    const passage: Record<string, string> =
      i % 10 === 0 ? { passage: `Shared passage ${i % 20}: a text about rivers.\n\nSecond paragraph.` } : {};
    const row = ((): Record<string, string> => {
      switch (kindOf) {
        case 0:
          return {
            kind: 'sat',
            section: 'math',
            subject: 'Algebra',
            type: 'multiple_choice',
            stem: `Solve $x + ${i} = ${i + 2}$.`,
            choice_a: '1',
            choice_b: '2',
            choice_c: '3',
            choice_d: '4',
            correct: 'B',
            explanation: `Subtract ${i}.`,
          };
        case 1:
          return {
            kind: 'sat',
            section: 'english',
            subject: 'Words',
            type: 'multi_select',
            stem: `<p>Pick <strong>two</strong> (${i}).</p>`,
            choice_a: 'a',
            choice_b: 'b',
            choice_c: 'c',
            correct: 'A,C',
          };
        case 2:
          return {
            kind: 'sat',
            section: 'math',
            subject: 'Grid',
            type: 'grid_in',
            stem: `What is ${i}/4?`,
            answers: `${i}/4;>=${i}`,
            explanation: 'Divide.',
          };
        case 3:
          return {
            kind: 'toefl',
            section: 'reading',
            subject: 'Words',
            type: 'fill_letters',
            stem: `Complete the word ${i}: ri_er`,
            answers: 'v',
          };
        case 4:
          return {
            kind: 'toefl',
            section: 'writing',
            subject: 'Sentences',
            type: 'build_sentence',
            stem: `Order the words (${i}).`,
            choice_a: 'is',
            choice_b: 'She',
            choice_c: 'here',
            correct: 'B,A,C',
          };
        case 5:
          return {
            kind: 'toefl',
            section: 'writing',
            subject: 'Essay',
            type: 'written_response',
            stem: `Write about topic ${i}.`,
            answers: '5',
            sample_answer: 'A model answer & more.',
          };
        default:
          return {
            kind: 'act',
            section: 'science',
            subject: 'Data',
            type: 'multiple_choice',
            stem: `Line one ${i}\nline two`,
            choice_a: 'w',
            choice_b: 'x',
            choice_c: 'y',
            choice_d: 'z',
            choice_e: 'v',
            correct: 'E',
          };
      }
    })();
    const all: Record<string, string> = { ...base, ...irt, ...passage, ...row };
    rows.push(HEADER.map((h) => all[h] ?? ''));
  }
  return Buffer.from(stringify(rows));
};

/** What must be identical after a round trip: everything but ids, dates, authorship and the tenant's own ids. */
const comparable = (q: QuestionView) => ({
  kind: q.kind,
  section: q.section,
  subject: q.subject,
  source: q.source,
  sourceId: q.sourceId,
  type: q.type,
  task: q.task,
  stem: q.stem,
  choices: q.choices,
  answerKey: q.answerKey,
  sampleAnswer: q.sampleAnswer,
  explanation: q.explanation,
  labels: q.labels.map((l) => l.name).sort(),
  difficulty: q.difficulty,
  irt: q.irt,
  passage: q.passage ? { title: q.passage.title } : null,
  media: q.media,
  solution: q.solution,
  status: q.status,
});

describe('QTI 3.0 export', () => {
  it('round trip: 50 questions exported from one tenant import identically into another', async () => {
    const a = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    const b = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    const seeded = await importFile(app, a, fiftyQuestions(), 'fifty.csv');
    expect(seeded).toMatchObject({ status: 'completed', imported: 50, errors: [] });
    const original = await ownQuestions(app, a);
    expect(original).toHaveLength(50);

    const res = await app.inject({
      method: 'POST',
      url: '/api/questions/export',
      headers: a.headers,
      payload: { questionIds: original.map((q) => q.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toContain('imsmanifest.xml');
    expect(Object.keys(files).filter((f) => f.startsWith('items/'))).toHaveLength(50);
    expect(strFromU8(files['items/item-1.xml']!)).toContain('<qti-assessment-item');

    const job = await importFile(app, b, res.rawPayload, 'export.zip');
    expect(job).toMatchObject({ status: 'completed', format: 'qti', total: 50, imported: 50, errors: [] });
    const copied = await ownQuestions(app, b);
    const bySourceId = (x: { sourceId: string | null }, y: { sourceId: string | null }) =>
      (x.sourceId ?? '').localeCompare(y.sourceId ?? '');
    const left = original.map(comparable).sort(bySourceId);
    const right = copied.map(comparable).sort(bySourceId);
    expect(right).toEqual(left);
    // The passage is shared by the same questions on both sides.
    const passages = (qs: QuestionView[]) => new Set(qs.map((q) => q.passage?.id).filter(Boolean)).size;
    expect(passages(copied)).toBe(passages(original));
  });

  it('the exported items alone (without our extension) read back with the same type and key', async () => {
    const a = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    await importFile(app, a, fiftyQuestions(), 'fifty.csv');
    const original = await ownQuestions(app, a);
    const res = await app.inject({
      method: 'POST',
      url: '/api/questions/export',
      headers: a.headers,
      payload: { questionIds: original.slice(0, 7).map((q) => q.id) },
    });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    original.slice(0, 7).forEach((q, i) => {
      const entry = readQtiItem(parseXml(strFromU8(files[`items/item-${i + 1}.xml`]!)), {
        name: 'x',
        baseDir: 'items',
      });
      if (!('candidate' in entry)) throw new Error(JSON.stringify(entry.problems));
      expect(entry.candidate.input.type).toBe(q.type);
      expect(entry.candidate.input.answerKey).toEqual(q.answerKey);
    });
  });

  it('exports a label, and nothing of another tenant', async () => {
    const a = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    const other = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    await importFile(app, a, fiftyQuestions(), 'fifty.csv');
    const label = (await ownQuestions(app, a)).flatMap((q) => q.labels).find((l) => l.name === 'Skill 0')!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/questions/export',
      headers: a.headers,
      payload: { labelId: label.id },
    });
    expect(res.statusCode).toBe(200);
    const items = Object.keys(unzipSync(new Uint8Array(res.rawPayload))).filter((f) => f.startsWith('items/'));
    expect(items).toHaveLength(13);
    const foreign = await call(app, {
      method: 'POST',
      url: '/api/questions/export',
      headers: other.headers,
      payload: { labelId: label.id },
    });
    expect(foreign.status).toBe(404);
  });
});
