import { parseGridInKey } from '../../exams/scoring/grid-in.ts';
import { ImportFileError, type RawProblem } from '../import-problems.ts';
import { defaultPlacement, RATED_MAX, type ParsedEntry } from '../import-item.ts';
import { escapeXml, PACKAGE_SRC } from './xhtml.ts';
import { attr, childElements, firstChild, nameKey, parseXml, textOf, type XmlElement } from './safe-xml.ts';

/**
 * Moodle XML (`<quiz>` of `<question type=…>`): multichoice (single → multiple_choice, else
 * multi_select, the answers with a positive fraction right), truefalse (multiple_choice True/False),
 * shortanswer (grid_in when every right answer is a grid-in entry, else fill_letters), numerical (grid_in;
 * a tolerance other than 0 cannot be kept and is a problem), essay (written_response, the grader
 * information as the sample answer). A `category` becomes a label of the questions after it (its last
 * part), tags are labels, `idnumber` is the source id; images embedded as base64 `<file>`s referenced by
 * `@@PLUGINFILE@@/name` are stored like a package's. Any other type (matching, cloze, …) is a problem.
 */
const textField = (el: XmlElement | undefined) => {
  if (!el) return '';
  const t = firstChild(el, 'text');
  return (t ? textOf(t) : '').trim();
};
const plain = (el: XmlElement | undefined) => {
  const format = el ? (attr(el, 'format') ?? 'html') : 'html';
  const text = textField(el);
  return format === 'html' || format === 'moodle_auto_format' ? text : escapeXml(text);
};

export const readMoodleXml = (text: string): { entries: ParsedEntry[]; files: Map<string, Uint8Array> } => {
  const quiz = parseXml(text);
  if (nameKey(quiz.name) !== 'quiz') throw new ImportFileError('unknown_format');
  const files = new Map<string, Uint8Array>();
  const entries: ParsedEntry[] = [];
  let category: string | null = null;
  let index = 0;
  for (const q of childElements(quiz, 'question')) {
    const qtype = attr(q, 'type') ?? '';
    if (qtype === 'category') {
      const path = textField(firstChild(q, 'category'));
      const last = path
        .split('/')
        .filter((p) => p && !p.startsWith('$'))
        .pop();
      category = last && last.toLowerCase() !== 'top' ? last : null;
      continue;
    }
    index++;
    const name = textField(firstChild(q, 'name')) || `#${index}`;
    const problem = (field: string, code: string, vars?: Record<string, string | number>) =>
      entries.push({
        problems: [{ row: null, item: name, field, code, ...(vars ? { vars } : {}) } satisfies RawProblem],
      });
    const images: string[] = [];
    const withFiles = (el: XmlElement | undefined) => {
      if (!el) return '';
      for (const f of childElements(el, 'file')) {
        const fileName = attr(f, 'name') ?? '';
        if (fileName === '' || fileName.includes('/') || fileName.includes('\\')) continue;
        const path = `moodle/${index}/${fileName}`;
        files.set(path, Buffer.from(textOf(f).replace(/\s+/g, ''), 'base64'));
      }
      return plain(el).replace(/@@PLUGINFILE@@\/([^"'\s>]+)/g, (_, file: string) => {
        const path = `moodle/${index}/${decodeURIComponent(file)}`;
        images.push(path);
        return `${PACKAGE_SRC}${path}`;
      });
    };
    const stem = withFiles(firstChild(q, 'questiontext'));
    const explanation = withFiles(firstChild(q, 'generalfeedback'));
    const answers = childElements(q, 'answer').map((a) => ({
      text: withFiles(a),
      raw: textField(a),
      fraction: Number(attr(a, 'fraction') ?? '0'),
      tolerance: Number(textOf(firstChild(a, 'tolerance') ?? { name: '', attrs: {}, children: [] }) || '0'),
    }));
    let type: string;
    let choices: { id: string; text: string }[] = [];
    let answerKey: unknown;
    let sampleAnswer = '';
    const right = answers.filter((a) => a.fraction > 0);
    if (qtype === 'multichoice' || qtype === 'truefalse') {
      const single =
        qtype === 'truefalse' ||
        textOf(firstChild(q, 'single') ?? { name: '', attrs: {}, children: [] }).trim() !== 'false';
      choices = answers.map((a, i) => ({
        id: 'ABCDEFGHIJ'[i] ?? `C${i + 1}`,
        text: qtype === 'truefalse' ? (a.raw.toLowerCase() === 'true' ? 'True' : 'False') : a.text,
      }));
      const correct = answers.flatMap((a, i) => (a.fraction > 0 ? [choices[i]!.id] : []));
      type = single ? 'multiple_choice' : 'multi_select';
      answerKey = { kind: single ? 'choice' : 'choices', correct };
    } else if (qtype === 'shortanswer' || qtype === 'numerical') {
      if (qtype === 'numerical' && right.some((a) => a.tolerance !== 0)) {
        problem('answerKey', 'unsupported_question_type', { name: 'numerical ± tolerance' });
        continue;
      }
      const accept = right.map((a) => a.raw).filter((a) => a !== '');
      const grid = qtype === 'numerical' || (accept.length > 0 && parseGridInKey(accept).ok);
      type = grid ? 'grid_in' : 'fill_letters';
      answerKey = { kind: grid ? 'grid' : 'text', accept };
    } else if (qtype === 'essay') {
      type = 'written_response';
      answerKey = { kind: 'rated', max: RATED_MAX.written_response };
      sampleAnswer = withFiles(firstChild(q, 'graderinfo'));
    } else {
      problem('type', 'unsupported_question_type', { name: qtype.slice(0, 40) });
      continue;
    }
    const tags = childElements(firstChild(q, 'tags') ?? { name: '', attrs: {}, children: [] }, 'tag').map((t) =>
      textField(t),
    );
    const idnumber = textOf(firstChild(q, 'idnumber') ?? { name: '', attrs: {}, children: [] }).trim();
    entries.push({
      candidate: {
        row: null,
        item: name,
        input: {
          ...defaultPlacement(type),
          type,
          stem,
          choices,
          answerKey,
          explanation,
          sampleAnswer,
          sourceId: idnumber === '' ? null : idnumber,
        },
        labelNames: [...new Set([...(category ? [category] : []), ...tags.filter((t) => t !== '')])],
        passage: null,
        images,
      },
    });
  }
  if (index === 0) throw new ImportFileError('empty_file');
  return { entries, files };
};
