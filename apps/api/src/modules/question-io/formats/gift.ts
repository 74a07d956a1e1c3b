import { parseGridInKey } from '../../exams/scoring/grid-in.ts';
import { ImportFileError, type RawProblem } from '../import-problems.ts';
import { defaultPlacement, RATED_MAX, type ParsedEntry } from '../import-item.ts';
import { escapeXml } from './xhtml.ts';

/**
 * GIFT (Moodle's text format): questions separated by blank lines, `//` comments, `::title::`, an
 * optional `[html]`/`[plain]`/`[markdown]`/`[moodle]` marker, and an answer block `{…}`: `{}` essay
 * (written_response), `{T}`/`{F}` true-false, `{=a ~b ~c}` multiple choice (`~%50%a ~%50%b`, weights, a
 * multi-select), `{=a =b}` short answer (grid_in or fill_letters as in Moodle XML), `{#3.5}` numerical
 * (a `:tolerance` other than 0 or a `a..b` range is a problem), `{=a -> b}` matching (a problem).
 * Text after the block makes a blank in the stem (`_____`). `####…` in the block is the explanation.
 * `$CATEGORY: a/b` labels the questions after it with its last part. Escapes: `\~ \= \# \{ \} \: \\ \n`.
 */
const ESCAPED = /\\([~=#{}:\\n])/g;
const unescape = (s: string) => s.replace(ESCAPED, (_, c: string) => (c === 'n' ? '\n' : c));

/** Index of the first unescaped `ch` from `from`, or -1. */
const findUnescaped = (s: string, ch: string, from = 0) => {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === ch) return i;
  }
  return -1;
};

/** Splits the block's content at unescaped `=` and `~` that start an answer. */
const answerTokens = (block: string) => {
  const tokens: { mark: '=' | '~'; text: string }[] = [];
  let current: { mark: '=' | '~'; text: string } | null = null;
  for (let i = 0; i < block.length; i++) {
    const c = block[i]!;
    if (c === '\\' && i + 1 < block.length) {
      if (current) current.text += c + block[i + 1];
      i++;
    } else if (c === '=' || c === '~') {
      // `->` inside a matching pair is not an answer start.
      current = { mark: c, text: '' };
      tokens.push(current);
    } else if (current) current.text += c;
  }
  return tokens;
};

const asText = (raw: string, html: boolean) => (html ? unescape(raw).trim() : escapeXml(unescape(raw).trim()));

export const readGift = (text: string): ParsedEntry[] => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const blocks: { text: string; line: number }[] = [];
  let current: string[] = [];
  let start = 1;
  lines.forEach((line, i) => {
    if (/^\s*\/\//.test(line)) return;
    if (line.trim() === '') {
      if (current.length) blocks.push({ text: current.join('\n'), line: start });
      current = [];
      return;
    }
    if (!current.length) start = i + 1;
    current.push(line);
  });
  if (current.length) blocks.push({ text: current.join('\n'), line: start });

  const entries: ParsedEntry[] = [];
  let category: string | null = null;
  for (const block of blocks) {
    let rest = block.text.trim();
    const cat = /^\$CATEGORY:\s*(.+)$/m.exec(rest);
    if (cat && rest.startsWith('$CATEGORY:')) {
      const last = cat[1]!
        .split('/')
        .map((p) => p.trim())
        .filter((p) => p && !p.startsWith('$'))
        .pop();
      category = last && last.toLowerCase() !== 'top' ? last : null;
      rest = rest.slice(cat[0].length).trim();
      if (rest === '') continue;
    }
    let title: string | null = null;
    const titled = /^::((?:\\.|[^:\\]|:(?!:))*)::/.exec(rest);
    if (titled) {
      title = unescape(titled[1]!).trim();
      rest = rest.slice(titled[0].length).trim();
    }
    const name = title || `line ${block.line}`;
    const problem = (field: string, code: string, vars?: Record<string, string | number>) =>
      entries.push({
        problems: [{ row: block.line, item: name, field, code, ...(vars ? { vars } : {}) } satisfies RawProblem],
      });
    let html = false;
    const format = /^\[(html|plain|markdown|moodle)\]/i.exec(rest);
    if (format) {
      html = format[1]!.toLowerCase() === 'html';
      rest = rest.slice(format[0].length);
    }
    const open = findUnescaped(rest, '{');
    const close = open < 0 ? -1 : findUnescaped(rest, '}', open + 1);
    if (open < 0 || close < 0) {
      problem('answerKey', 'gift_syntax');
      continue;
    }
    const before = rest.slice(0, open);
    const after = rest.slice(close + 1);
    let inner = rest.slice(open + 1, close).trim();
    let explanation = '';
    const general = inner.indexOf('####');
    if (general >= 0) {
      explanation = asText(inner.slice(general + 4), html);
      inner = inner.slice(0, general).trim();
    }
    const stem =
      after.trim() === '' ? asText(before, html) : `${asText(before, html)} _____ ${asText(after, html)}`.trim();
    let type: string;
    let choices: { id: string; text: string }[] = [];
    let answerKey: unknown;
    if (inner === '') {
      type = 'written_response';
      answerKey = { kind: 'rated', max: RATED_MAX.written_response };
    } else if (/^(T|TRUE|F|FALSE)(\s*#.*)?$/is.test(inner)) {
      type = 'multiple_choice';
      choices = [
        { id: 'A', text: 'True' },
        { id: 'B', text: 'False' },
      ];
      answerKey = { kind: 'choice', correct: [/^T/i.test(inner) ? 'A' : 'B'] };
    } else if (inner.startsWith('#')) {
      const values = inner
        .slice(1)
        .split(/(?<!\\)=/)
        .map((v) =>
          v
            .replace(/^%-?\d+(\.\d+)?%/, '')
            .split(/(?<!\\)#/)[0]!
            .trim(),
        )
        .filter((v) => v !== '');
      if (values.some((v) => v.includes('..') || (v.includes(':') && Number(v.split(':')[1]) !== 0))) {
        problem('answerKey', 'unsupported_question_type', { name: 'numerical range' });
        continue;
      }
      type = 'grid_in';
      answerKey = { kind: 'grid', accept: values.map((v) => v.split(':')[0]!.trim()) };
    } else {
      const tokens = answerTokens(inner);
      if (tokens.length === 0) {
        problem('answerKey', 'gift_syntax');
        continue;
      }
      if (tokens.some((t) => findUnescaped(t.text, '-') >= 0 && /(?<!\\)->/.test(t.text))) {
        problem('type', 'unsupported_question_type', { name: 'matching' });
        continue;
      }
      const parsed = tokens.map((t) => {
        const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(t.text);
        const body = weight ? t.text.slice(weight[0].length) : t.text;
        const feedbackAt = findUnescaped(body, '#');
        const answer = feedbackAt >= 0 ? body.slice(0, feedbackAt) : body;
        const right = t.mark === '=' || (weight !== null && Number(weight[1]) > 0);
        return { answer, right, weighted: weight !== null && t.mark === '~' };
      });
      if (tokens.every((t) => t.mark === '=')) {
        const accept = parsed.map((p) => unescape(p.answer).trim()).filter((a) => a !== '');
        const grid = accept.length > 0 && parseGridInKey(accept).ok;
        type = grid ? 'grid_in' : 'fill_letters';
        answerKey = { kind: grid ? 'grid' : 'text', accept };
      } else {
        choices = parsed.map((p, i) => ({ id: 'ABCDEFGHIJ'[i] ?? `C${i + 1}`, text: asText(p.answer, html) }));
        const correct = parsed.flatMap((p, i) => (p.right ? [choices[i]!.id] : []));
        const multi = parsed.some((p) => p.weighted);
        type = multi ? 'multi_select' : 'multiple_choice';
        answerKey = { kind: multi ? 'choices' : 'choice', correct };
      }
    }
    entries.push({
      candidate: {
        row: block.line,
        item: name,
        input: { ...defaultPlacement(type), type, stem, choices, answerKey, explanation, sourceId: title || null },
        labelNames: category ? [category] : [],
        passage: null,
        images: [],
      },
    });
  }
  if (entries.length === 0) throw new ImportFileError('empty_file');
  return entries;
};
