import { choiceLetter, printedKey } from './answer-key.ts';
import { richRows } from './block-flow.ts';
import type { PrintPassage, PrintQuestion } from './booklet-model.ts';
import { textRows, type TextBase } from './inline-flow.ts';
import { gapRow, INK, MUTED, RULE, shiftRows, type Painter, type Row } from './painter.ts';

/**
 * A question, a passage and an answer-key entry as rows. A question: its number in the margin, the stem,
 * then what the answer needs — choices labelled A, B, C … beside a bubble (a box where several are right),
 * a grid-in's answer boxes, a sentence's tiles, a note for spoken answers, ruled lines for written ones.
 */

export const BODY: TextBase = { size: 10.5 };
const NOTE: TextBase = { size: 9.5, color: MUTED };
const NUMBER_COLUMN = 26;
const CHOICE_COLUMN = 22;

const note = (p: Painter, text: string, width: number) => textRows(p, text, width, NOTE, { italic: true });

/** The first row also paints `mark` (a number, a bubble) at the row's left. */
const withMark = (rows: Row[], mark: (x: number, y: number, h: number) => void): Row[] => {
  const [head, ...rest] = rows;
  if (!head) return rows;
  return [{ ...head, draw: (x, y) => (mark(x, y, head.height), head.draw(x, y)) }, ...rest];
};

const bubble = (p: Painter, letter: string, square: boolean) => (x: number, y: number, h: number) => {
  const r = 7.5;
  const cx = x + r;
  const cy = y + Math.min(h, BODY.size * 1.6) / 2;
  const { doc } = p;
  doc.save().lineWidth(0.7).strokeColor(INK);
  (square ? doc.rect(cx - r, cy - r, 2 * r, 2 * r) : doc.circle(cx, cy, r)).stroke();
  doc.restore();
  doc.font(p.fonts.latin.regular).fontSize(8.5).fillColor(INK);
  doc.text(letter, cx - doc.widthOfString(letter) / 2, cy + 3, { lineBreak: false, baseline: 'alphabetic' });
};

const choiceRows = (p: Painter, q: PrintQuestion, width: number): Row[] =>
  q.choices.flatMap((choice, i) => {
    const rows = shiftRows(richRows(p, choice.text, width - CHOICE_COLUMN, BODY), CHOICE_COLUMN);
    const marked = withMark(
      rows.length ? rows : [gapRow(BODY.size * 1.6)],
      bubble(p, choiceLetter(i), q.type !== 'multiple_choice'),
    );
    return [gapRow(3), ...marked];
  });

/** A grid-in's answer: a label and six boxes (five characters, or six with a minus sign). */
const gridRows = (p: Painter, width: number): Row[] => {
  const cell = 20;
  return [
    gapRow(6),
    ...textRows(p, p.t('answer_box'), width, { size: 9.5, bold: true }),
    {
      height: cell + 2,
      draw: (x, y) => {
        p.doc.save().lineWidth(0.8).strokeColor(INK);
        for (let i = 0; i < 6; i += 1) p.doc.rect(x + i * cell, y + 1, cell, cell).stroke();
        p.doc.restore();
      },
    },
  ];
};

/** Ruled lines to write on. */
const linesRows = (p: Painter, count: number, width: number): Row[] =>
  Array.from({ length: count }, () => ({
    height: 22,
    draw: (x: number, y: number) => {
      p.doc
        .save()
        .lineWidth(0.4)
        .strokeColor(RULE)
        .moveTo(x, y + 20)
        .lineTo(x + width, y + 20)
        .stroke()
        .restore();
    },
  }));

const answerRows = (p: Painter, q: PrintQuestion, width: number): Row[] => {
  switch (q.type) {
    case 'multiple_choice':
      return choiceRows(p, q, width);
    case 'multi_select':
      return [...note(p, p.t('select_all'), width), ...choiceRows(p, q, width)];
    case 'build_sentence':
      return [...note(p, p.t('build_sentence'), width), ...choiceRows(p, q, width), ...linesRows(p, 1, width)];
    case 'grid_in':
      return gridRows(p, width);
    case 'fill_letters':
      return [];
    case 'spoken_response': {
      const times =
        q.prepSeconds !== null || q.responseSeconds !== null
          ? note(p, p.t('speaking_times', { prep: q.prepSeconds ?? 0, response: q.responseSeconds ?? 0 }), width)
          : [];
      return [gapRow(4), ...note(p, p.t('spoken_response'), width), ...times];
    }
    case 'written_response':
      return [
        gapRow(4),
        ...note(p, p.t('written_response'), width),
        ...(q.minWords ? note(p, p.t('min_words', { count: q.minWords }), width) : []),
        ...linesRows(p, 10, width),
      ];
  }
};

/** A question: the number in the margin, the stem, a note for its own audio, and its answer space. */
export const questionRows = (p: Painter, q: PrintQuestion, width: number, seePassageAt: number | null): Row[] => {
  const inner = width - NUMBER_COLUMN;
  const rows: Row[] = [
    ...(seePassageAt !== null ? note(p, p.t('passage_see', { number: seePassageAt }), inner) : []),
    ...richRows(p, q.stem, inner, BODY),
    ...(q.audio ? note(p, p.t('question_audio'), inner) : []),
    ...answerRows(p, q, inner),
  ];
  const number = textRows(p, `${q.number}.`, NUMBER_COLUMN, { ...BODY, bold: true })[0];
  return withMark(shiftRows(rows.length ? rows : [gapRow(BODY.size * 1.6)], NUMBER_COLUMN), (x, y) =>
    number?.draw(x, y),
  );
};

/** A passage, once, before its questions: who it is for, its title and text (with a bar beside it), an audio one's transcript. */
export const passageRows = (p: Painter, passage: PrintPassage, width: number): Row[] => {
  const [firstNumber, ...more] = passage.numbers;
  const lastNumber = more[more.length - 1];
  const intro =
    firstNumber === undefined
      ? []
      : note(
          p,
          lastNumber === undefined
            ? p.t('passage_for_one', { first: firstNumber })
            : p.t('passage_for_many', { first: firstNumber, last: lastNumber }),
          width,
        );
  const inner = width - 12;
  const body: Row[] = [
    ...(passage.title ? textRows(p, passage.title, inner, { ...BODY, bold: true }) : []),
    ...richRows(p, passage.body, inner, BODY),
  ];
  if (passage.kind === 'audio') {
    body.push(gapRow(4));
    if (passage.transcript?.trim()) {
      body.push(...textRows(p, p.t('transcript'), inner, { ...NOTE, bold: true }));
      body.push(...richRows(p, passage.transcript, inner, BODY));
    } else body.push(...note(p, p.t('no_transcript'), inner));
  }
  const barred = shiftRows(body, 12, (x, y, h) => {
    p.doc.save().rect(x, y, 2.5, h).fillColor('#cccccc').fill().restore();
  });
  return [...intro, gapRow(3), ...barred];
};

/** An answer-key entry: `12. B` (or the accepted answers, or who grades it), then the explanation. */
export const keyRows = (p: Painter, q: PrintQuestion, width: number): Row[] => {
  const key = printedKey(q);
  const answer =
    key.kind === 'letters'
      ? key.letters.join(', ')
      : key.kind === 'accepted'
        ? key.answers.join(' / ')
        : p.t('rated', { max: key.max });
  const rows = textRows(p, `${q.number}. ${answer}`, width, { ...BODY, bold: true });
  if (key.kind === 'letters' && key.sentence)
    rows.push(...textRows(p, p.t('sentence', { sentence: key.sentence }), width, BODY));
  const explanation = shiftRows(richRows(p, q.explanation, width - NUMBER_COLUMN, { size: 9.5 }), NUMBER_COLUMN);
  return [...rows, ...explanation];
};
