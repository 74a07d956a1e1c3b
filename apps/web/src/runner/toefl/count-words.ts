/**
 * Word counting for the writing tasks (conventions rule 9: counting waits for `compositionend`).
 * An English word is a run of letters or digits, joined by an apostrophe, hyphen or point inside it
 * (`don't`, `e-mail`, `3.5`); each Chinese or Japanese character counts as one word, since those scripts
 * put no spaces between words. Punctuation alone is not a word.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’.\-‐][\p{L}\p{N}\p{M}]+)*/gu;

export const countWords = (text: string): number => {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return cjk + words;
};

/**
 * The live count as the editor shows it. While an input method composes (pinyin, zhuyin…), the text holds
 * letters that are not words yet, so the count stays where it was until `compositionend` delivers the
 * characters the student chose.
 */
export interface WordCountState {
  readonly count: number;
  readonly composing: boolean;
}

export type WordCountEvent =
  | { readonly type: 'compositionstart' }
  | { readonly type: 'compositionend'; readonly text: string }
  | { readonly type: 'input'; readonly text: string; readonly isComposing: boolean };

export const initialWordCount = (text: string): WordCountState => ({ count: countWords(text), composing: false });

export const nextWordCount = (state: WordCountState, event: WordCountEvent): WordCountState => {
  switch (event.type) {
    case 'compositionstart':
      return { ...state, composing: true };
    case 'compositionend':
      return { count: countWords(event.text), composing: false };
    case 'input':
      return state.composing || event.isComposing ? state : { ...state, count: countWords(event.text) };
  }
};
