import { describe, expect, it } from 'vitest';
import { countWords, initialWordCount, nextWordCount, type WordCountEvent } from './count-words.ts';

describe('countWords', () => {
  it('counts English words, with contractions, hyphens and numbers as one word each', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('The quick brown fox.')).toBe(4);
    expect(countWords("I don't think it's well-known — yet, right?")).toBe(7);
    expect(countWords('It costs 3.5 dollars, i.e. about €3.')).toBe(7);
    expect(countWords('line one\nline two\n\nthree')).toBe(5);
    expect(countWords('… !!! -- , .')).toBe(0);
    expect(countWords('word—word')).toBe(2);
  });

  it('counts each Chinese character as a word, with or without spaces, ignoring full-width punctuation', () => {
    expect(countWords('我喜欢学习')).toBe(5);
    expect(countWords('我 喜欢 学习。')).toBe(5);
    expect(countWords('你好，世界！')).toBe(4);
    expect(countWords('學習中文')).toBe(4); // Traditional characters too
  });

  it('counts mixed English and Chinese text', () => {
    expect(countWords('I like 中文 very much')).toBe(6);
    expect(countWords('TOEFL考试很难')).toBe(5);
    expect(countWords('我用iPhone打字')).toBe(5);
  });
});

describe('the live count waits for compositionend', () => {
  it('ignores pinyin typed during composition, then counts the characters chosen', () => {
    const events: WordCountEvent[] = [
      { type: 'input', text: 'I like ', isComposing: false },
      { type: 'compositionstart' },
      { type: 'input', text: 'I like z', isComposing: true },
      { type: 'input', text: 'I like zhong wen', isComposing: true },
    ];
    let state = initialWordCount('');
    const counts: number[] = [];
    for (const e of events) {
      state = nextWordCount(state, e);
      counts.push(state.count);
    }
    expect(counts).toEqual([2, 2, 2, 2]); // "zhong wen" would have counted as 2 more words
    state = nextWordCount(state, { type: 'compositionend', text: 'I like 中文' });
    expect(state).toEqual({ count: 4, composing: false });
  });

  it('also holds the count for an input event flagged isComposing outside a tracked composition', () => {
    const state = nextWordCount(initialWordCount('one two'), { type: 'input', text: 'one two ni', isComposing: true });
    expect(state.count).toBe(2);
    expect(nextWordCount(state, { type: 'input', text: 'one two three', isComposing: false }).count).toBe(3);
  });

  it('counts a cancelled composition (Escape) by what is left', () => {
    let state = nextWordCount(initialWordCount('hello'), { type: 'compositionstart' });
    state = nextWordCount(state, { type: 'input', text: 'hello wo', isComposing: true });
    expect(nextWordCount(state, { type: 'compositionend', text: 'hello' })).toEqual({ count: 1, composing: false });
  });
});
