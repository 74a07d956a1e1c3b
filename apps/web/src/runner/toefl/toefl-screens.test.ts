import type { QuestionType, RunnerPassage, RunnerQuestion } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { bankTiles, moveTile, placedTiles, placeTile, removeTile, tilesAnswer } from './build-sentence-model.ts';
import {
  buildScreens,
  canGoBack,
  cleanLetters,
  parseWordsPassage,
  positionOf,
  questionsOf,
  splitStem,
} from './toefl-screens.ts';

const passage = (id: string, kind: 'text' | 'audio' = 'text'): RunnerPassage => ({
  id,
  kind,
  title: null,
  body: '',
  bodyHtml: '',
  audioUrl: kind === 'audio' ? `/media/${id}.mp3` : null,
});

let n = 0;
const q = (type: QuestionType, p: RunnerPassage | null = null, audioUrl: string | null = null): RunnerQuestion => {
  n += 1;
  return {
    id: `q${n}`,
    position: n,
    moduleId: 'm',
    sectionId: 's',
    type,
    task: null,
    stem: '',
    stemHtml: '',
    choices: [],
    passage: p,
    media: { audioUrl, maxPlays: audioUrl ? 1 : null, prepSeconds: null, responseSeconds: null, minWords: null },
  };
};

describe('buildScreens', () => {
  it('puts consecutive Complete the Words items of one passage on one screen, then one question per screen', () => {
    n = 0;
    const words = passage('w');
    const notice = passage('notice');
    const qs = [
      q('fill_letters', words),
      q('fill_letters', words),
      q('fill_letters', words),
      q('multiple_choice', notice),
      q('multiple_choice', notice),
    ];
    const screens = buildScreens(qs);
    expect(screens.map((s) => s.kind)).toEqual(['words', 'question', 'question', 'review']);
    expect(questionsOf(screens[0]!).map((x) => x.id)).toEqual(['q1', 'q2', 'q3']);
    expect(positionOf(screens[1]!)).toBe('q4');
    expect(positionOf(screens[3]!)).toBeNull();
  });

  it('orders by position, whatever order the questions come in', () => {
    n = 0;
    const qs = [q('multiple_choice'), q('multiple_choice'), q('multiple_choice')];
    const screens = buildScreens([qs[2]!, qs[0]!, qs[1]!]);
    expect(screens.slice(0, 3).map(positionOf)).toEqual(['q1', 'q2', 'q3']);
  });

  it('plays an audio passage once before its questions, and a clip of its own inside a question screen', () => {
    n = 0;
    const talk = passage('talk', 'audio');
    const qs = [
      q('multiple_choice', null, '/media/r1.mp3'),
      q('multiple_choice', talk),
      q('multiple_choice', talk),
      q('multiple_choice', talk),
    ];
    const screens = buildScreens(qs);
    expect(screens.map((s) => s.kind)).toEqual(['question', 'listen', 'question', 'question', 'question', 'review']);
    const listen = screens[1]!;
    expect(listen.kind === 'listen' && listen.questions.map((x) => x.id)).toEqual(['q2', 'q3', 'q4']);
    expect(questionsOf(listen)).toEqual([]);
    expect(positionOf(listen)).toBe('q2');
  });

  it('splits Complete the Words runs on different passages', () => {
    n = 0;
    const screens = buildScreens([q('fill_letters', passage('a')), q('fill_letters', passage('b'))]);
    expect(screens.map((s) => s.kind)).toEqual(['words', 'words', 'review']);
  });
});

describe('navigation rules', () => {
  it('allows going back only in Reading, never before the first screen', () => {
    expect(canGoBack('reading', 3)).toBe(true);
    expect(canGoBack('reading', 0)).toBe(false);
    expect(canGoBack('listening', 3)).toBe(false);
    expect(canGoBack('speaking', 1)).toBe(false);
    expect(canGoBack('writing', 1)).toBe(false);
  });
});

describe('Complete the Words', () => {
  it('reads the passage into paragraphs of text and numbered blanks', () => {
    expect(parseWordsPassage('When a forager [[1]] a rich [[2]] of flowers.\n\nNext [[3]].')).toEqual([
      [
        { kind: 'text', text: 'When a forager ' },
        { kind: 'blank', n: 1 },
        { kind: 'text', text: ' a rich ' },
        { kind: 'blank', n: 2 },
        { kind: 'text', text: ' of flowers.' },
      ],
      [
        { kind: 'text', text: 'Next ' },
        { kind: 'blank', n: 3 },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('splits a stem into the visible start and the number of missing letters', () => {
    expect(splitStem('beau_____')).toEqual({ visible: 'beau', missing: 5 });
    expect(splitStem('s__')).toEqual({ visible: 's', missing: 2 });
    expect(splitStem('word')).toEqual({ visible: 'word', missing: 0 });
  });

  it('keeps only letters, at most as many as are missing', () => {
    expect(cleanLetters('ti ful!', 5)).toBe('tiful');
    expect(cleanLetters('tifulxyz', 5)).toBe('tiful');
    expect(cleanLetters('12', 2)).toBe('');
  });
});

describe('Build a Sentence tiles', () => {
  const tiles = ['A', 'B', 'C', 'D'];
  it('reads a saved answer, dropping unknown and repeated ids', () => {
    expect(placedTiles(['C', 'X', 'A', 'C'], tiles)).toEqual(['C', 'A']);
    expect(placedTiles(null, tiles)).toEqual([]);
    expect(placedTiles('A', tiles)).toEqual([]);
  });
  it('places, removes and moves tiles, keeping the bank in its order', () => {
    let placed = placeTile([], 'C');
    placed = placeTile(placed, 'A');
    placed = placeTile(placed, 'D', 0);
    expect(placed).toEqual(['D', 'C', 'A']);
    expect(bankTiles(tiles, placed)).toEqual(['B']);
    expect(moveTile(placed, 'A', -1)).toEqual(['D', 'A', 'C']);
    expect(moveTile(placed, 'D', -1)).toEqual(['D', 'C', 'A']);
    expect(removeTile(placed, 'C')).toEqual(['D', 'A']);
    expect(tilesAnswer([])).toBeNull();
    expect(tilesAnswer(['B', 'A'])).toEqual(['B', 'A']);
  });
});
