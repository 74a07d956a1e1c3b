import { describe, expect, it } from 'vitest';
import type { TestBooklet } from '../exams/results/results.service.ts';
import { choiceLetter, printedKey } from './answer-key.ts';
import { imageSize } from './booklet-images.ts';
import { moduleItems } from './booklet-model.ts';
import { boxOf } from './math-svg.ts';
import { fontRuns, type FontSet } from './pdf-fonts.ts';
import { pdfFileName } from './test-pdf.service.ts';

type Row = TestBooklet['questions'][number];
const row = (position: number, passageId: string | null, over: Partial<Row> = {}): Row =>
  ({
    id: `q${position}`,
    moduleId: 'm',
    sectionId: 's',
    position,
    type: 'multiple_choice',
    task: null,
    stem: `Stem ${position}`,
    choices: [],
    media: null,
    passageId,
    passageKind: passageId ? 'text' : null,
    passageTitle: null,
    passageBody: passageId ? `Body of ${passageId}` : null,
    passageAudioUrl: null,
    passageTranscript: null,
    answerKey: { kind: 'choice', correct: ['A'] },
    explanation: '',
    domain: null,
    skill: null,
    difficulty: null,
    pretest: false,
    ...over,
  }) as Row;

describe('moduleItems', () => {
  it('numbers questions by position from 1 and prints each passage once, before its first question', () => {
    const { questions, items } = moduleItems([row(3, 'p1'), row(1, 'p1'), row(2, null), row(4, 'p2'), row(5, 'p1')]);
    expect(questions.map((q) => [q.id, q.number])).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 3],
      ['q4', 4],
      ['q5', 5],
    ]);
    expect(
      items.map((i) =>
        i.kind === 'passage'
          ? `P:${i.passage.id}:${i.passage.numbers.join(',')}`
          : `Q${i.question.number}:${i.seePassageAt ?? ''}`,
      ),
    ).toEqual(['P:p1:1,3,5', 'Q1:', 'Q2:', 'Q3:1', 'P:p2:4', 'Q4:', 'Q5:1']);
  });

  it('prints a Complete-the-Words gap as the word’s start and its question number', () => {
    const gapped = (position: number, stem: string) =>
      row(position, 'c', { type: 'fill_letters', stem, passageBody: 'A [[1]] day and a [[2]] night [[3]].' });
    const { items } = moduleItems([gapped(1, 'beau_____'), gapped(2, 'qui__')]);
    expect(items[0]).toMatchObject({
      kind: 'passage',
      passage: { body: 'A beau_____ (1) day and a qui__ (2) night [[3]].' },
    });
  });
});

describe('printedKey', () => {
  const choices = ['w', 'x', 'y', 'z'].map((id, i) => ({ id, text: `T${i}` }));
  it('prints choice letters in the booklet’s order, a sentence in its own order, accepted answers and rated items', () => {
    expect(printedKey({ type: 'multiple_choice', choices, answerKey: { kind: 'choice', correct: ['y'] } })).toEqual({
      kind: 'letters',
      letters: ['C'],
      sentence: null,
    });
    expect(
      printedKey({ type: 'multi_select', choices, answerKey: { kind: 'choices', correct: ['z', 'w'] } }),
    ).toMatchObject({
      letters: ['A', 'D'],
    });
    expect(
      printedKey({ type: 'build_sentence', choices, answerKey: { kind: 'choices', correct: ['z', 'w'] } }),
    ).toEqual({
      kind: 'letters',
      letters: ['D', 'A'],
      sentence: 'T3 T0',
    });
    expect(printedKey({ type: 'grid_in', choices: [], answerKey: { kind: 'grid', accept: ['7/2', '3.5'] } })).toEqual({
      kind: 'accepted',
      answers: ['7/2', '3.5'],
    });
    expect(printedKey({ type: 'written_response', choices: [], answerKey: { kind: 'rated', max: 5 } })).toEqual({
      kind: 'rated',
      max: 5,
    });
    expect([0, 3, 25, 26, 27].map(choiceLetter)).toEqual(['A', 'D', 'Z', 'AA', 'AB']);
  });
});

describe('small parts', () => {
  it('splits text where the font changes, or prints ? without Noto', () => {
    const latin = { regular: 'H', bold: 'HB', italic: 'HO', boldItalic: 'HBO' };
    const noto: FontSet = { latin, wide: { regular: 'W', bold: 'WB' } };
    expect(fontRuns(noto, 'x≤5 “中文”')).toEqual([
      { text: 'x', wide: false },
      { text: '≤', wide: true },
      { text: '5 “', wide: false },
      { text: '中文', wide: true },
      { text: '”', wide: false },
    ]);
    expect(fontRuns({ latin, wide: null }, 'x≤5 中')).toEqual([{ text: 'x?5 ?', wide: false }]);
  });

  it('reads a MathJax box from its viewBox (thousandths of an em, baseline at 0)', () => {
    const box = boxOf('<svg viewBox="0 -864.9 3024.6 1209.9"><g/></svg>');
    expect(box.width).toBeCloseTo(3.0246, 6);
    expect(box.ascent).toBeCloseTo(0.8649, 6);
    expect(box.descent).toBeCloseTo(0.345, 6);
    expect(boxOf('<svg><g/></svg>')).toMatchObject({ width: 0, ascent: 0, descent: 0 });
  });

  it('reads PNG and JPEG sizes, nothing else', () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize(png)).toEqual({ width: 640, height: 480 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 200, 1, 44, 3, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 300, height: 200 });
    expect(imageSize(Buffer.from('GIF89a-----------------------'))).toBeNull();
  });

  it('makes a safe, never empty file name', () => {
    expect(pdfFileName('SAT: Test 1 / "final"?')).toBe('SAT Test 1 final.pdf');
    expect(pdfFileName('代數練習')).toBe('代數練習.pdf');
    expect(pdfFileName(' ... ')).toBe('test.pdf');
  });
});
