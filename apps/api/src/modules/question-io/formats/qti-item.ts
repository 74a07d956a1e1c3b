import { parseGridInKey } from '../../exams/scoring/grid-in.ts';
import type { RawProblem } from '../import-problems.ts';
import { defaultPlacement, RATED_MAX, type ParsedEntry } from '../import-item.ts';
import { childrenToHtml, type HtmlContext } from './xhtml.ts';
import { attr, childElements, descendants, firstChild, nameKey, textOf, type XmlElement } from './safe-xml.ts';

/**
 * One QTI item (2.1, 2.2 or 3.0: names compared by nameKey, so `choiceInteraction` and
 * `qti-choice-interaction` are one) as a candidate. Mapping to our types:
 * - choiceInteraction with max-choices 1 (or a single-cardinality response) → multiple_choice; otherwise → multi_select;
 * - orderInteraction → build_sentence (the tiles, the key in order);
 * - textEntryInteraction → grid_in when every correct value is a grid-in entry (a number, a fraction, a
 *   range, `*`), else fill_letters (typed text); mapped values (mapEntry) are accepted as well;
 * - inlineChoiceInteraction → multiple_choice whose stem shows a blank where the menu was;
 * - extendedTextInteraction → written_response, rated up to the SCORE outcome's maximum (5 by default).
 * The item body without the interaction is the stem (the interaction's prompt appended), the first
 * modal feedback the explanation, a rubric block for scorers the sample answer. One interaction per item;
 * any other interaction, or several, is a problem of that item.
 */
const SUPPORTED = new Set([
  'choiceinteraction',
  'orderinteraction',
  'textentryinteraction',
  'inlinechoiceinteraction',
  'extendedtextinteraction',
]);
const INLINE_BLANK = '_____';
const LETTERS = 'ABCDEFGHIJ';

interface ResponseDeclaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapped: string[];
}

const responseDeclarations = (item: XmlElement) => {
  const out = new Map<string, ResponseDeclaration>();
  for (const d of childElements(item, 'responseDeclaration')) {
    const correct = firstChild(d, 'correctResponse');
    const mapping = firstChild(d, 'mapping');
    out.set(attr(d, 'identifier') ?? '', {
      cardinality: attr(d, 'cardinality') ?? 'single',
      baseType: attr(d, 'baseType') ?? 'identifier',
      correct: correct ? childElements(correct, 'value').map((v) => textOf(v).trim()) : [],
      mapped: mapping
        ? childElements(mapping, 'mapEntry')
            .filter((e) => Number(attr(e, 'mappedValue') ?? '0') > 0)
            .map((e) => (attr(e, 'mapKey') ?? '').trim())
        : [],
    });
  }
  return out;
};

const isInteraction = (el: XmlElement) => nameKey(el.name).endsWith('interaction');

/** Choice ids as they are when every one fits ours (1–8 characters), else letters in order. */
const choiceIds = (identifiers: string[]) =>
  identifiers.every((id) => id.length >= 1 && id.length <= 8) && new Set(identifiers).size === identifiers.length
    ? identifiers.map((id) => id)
    : identifiers.map((_, i) => LETTERS[i] ?? `C${i + 1}`);

/** The outcome SCORE's maximum, for a rated item (QTI 3 `normal-maximum`, QTI 2 `normalMaximum`). */
const scoreMaximum = (item: XmlElement) => {
  const score = childElements(item, 'outcomeDeclaration').find((o) => attr(o, 'identifier') === 'SCORE');
  const max = Number(score ? (attr(score, 'normalMaximum') ?? '') : '');
  return Number.isInteger(max) && max >= 1 && max <= 12 ? max : null;
};

export interface QtiItemOptions {
  /** The item's name in problems (the manifest's resource, else the item's identifier). */
  name: string;
  /** The folder of the item inside its package, or null for a lone item file. */
  baseDir: string | null;
  /** The passage of a referenced stimulus, read by the package reader. */
  stimulus?: (ref: XmlElement) => { title: string | null; body: string } | null;
}

export const readQtiItem = (item: XmlElement, options: QtiItemOptions): ParsedEntry => {
  const where = { row: null, item: options.name };
  const problem = (field: string, code: string, vars?: Record<string, string | number>): ParsedEntry => ({
    problems: [{ ...where, field, code, ...(vars ? { vars } : {}) } satisfies RawProblem],
  });
  if (nameKey(item.name) !== 'assessmentitem') return problem('item', 'not_an_item');
  const body = firstChild(item, 'itemBody');
  if (!body) return problem('stem', 'required');
  const interactions = collectInteractions(body);
  const unsupported = interactions.find((i) => !SUPPORTED.has(nameKey(i.name)));
  if (unsupported) return problem('type', 'unsupported_interaction', { name: unsupported.name });
  if (interactions.length !== 1)
    return problem('type', 'unsupported_interaction', {
      name: interactions.length === 0 ? '—' : `${interactions.length} ×`,
    });
  const interaction = interactions[0]!;
  const kindOfInteraction = nameKey(interaction.name);
  const declaration = responseDeclarations(item).get(attr(interaction, 'responseIdentifier') ?? '');
  const ctx: HtmlContext = { baseDir: options.baseDir, images: [], missing: [] };

  let type: string;
  let choices: { id: string; text: string }[] = [];
  let answerKey: unknown;
  let prompt = '';
  const promptOf = (el: XmlElement) => {
    const p = firstChild(el, 'prompt');
    return p ? childrenToHtml(p.children, ctx).trim() : '';
  };
  const correct = declaration?.correct ?? [];

  if (kindOfInteraction === 'choiceinteraction' || kindOfInteraction === 'orderinteraction') {
    const simple = childElements(interaction, 'simpleChoice');
    const identifiers = simple.map((c) => attr(c, 'identifier') ?? '');
    const ids = choiceIds(identifiers);
    choices = simple.map((c, i) => ({ id: ids[i]!, text: childrenToHtml(c.children, ctx).trim() }));
    const mapped = correct.map((value) => ids[identifiers.indexOf(value)] ?? value);
    prompt = promptOf(interaction);
    if (kindOfInteraction === 'orderinteraction') {
      type = 'build_sentence';
      answerKey = { kind: 'choices', correct: mapped };
    } else {
      const maxChoices = Number(attr(interaction, 'maxChoices') ?? '1');
      const single = maxChoices === 1 && declaration?.cardinality !== 'multiple';
      type = single ? 'multiple_choice' : 'multi_select';
      answerKey = { kind: single ? 'choice' : 'choices', correct: mapped };
    }
  } else if (kindOfInteraction === 'inlinechoiceinteraction') {
    const inline = childElements(interaction, 'inlineChoice');
    const identifiers = inline.map((c) => attr(c, 'identifier') ?? '');
    const ids = choiceIds(identifiers);
    choices = inline.map((c, i) => ({ id: ids[i]!, text: childrenToHtml(c.children, ctx).trim() }));
    type = 'multiple_choice';
    answerKey = { kind: 'choice', correct: correct.map((value) => ids[identifiers.indexOf(value)] ?? value) };
  } else if (kindOfInteraction === 'textentryinteraction') {
    const accept = [...new Set([...correct, ...(declaration?.mapped ?? [])])].filter((v) => v !== '');
    const numeric = declaration?.baseType === 'float' || declaration?.baseType === 'integer';
    const grid = numeric || (accept.length > 0 && parseGridInKey(accept).ok);
    type = grid ? 'grid_in' : 'fill_letters';
    answerKey = { kind: grid ? 'grid' : 'text', accept };
  } else {
    type = 'written_response';
    prompt = promptOf(interaction);
    answerKey = { kind: 'rated', max: scoreMaximum(item) ?? RATED_MAX.written_response };
  }
  if (type !== 'written_response' && correct.length === 0 && !(declaration?.mapped.length ?? 0))
    return problem('answerKey', 'no_correct_response');

  ctx.special = (el) => {
    if (el === interaction) {
      const inline = kindOfInteraction === 'textentryinteraction' || kindOfInteraction === 'inlinechoiceinteraction';
      return inline ? INLINE_BLANK : '';
    }
    const key = nameKey(el.name);
    if (key === 'assessmentstimulusref') return '';
    return undefined;
  };
  const stemBody = childrenToHtml(body.children, ctx).trim();
  const stem = [stemBody, prompt].filter((s) => s !== '').join('');
  const feedback = childElements(item, 'modalFeedback')[0];
  const explanation = feedback ? childrenToHtml(feedback.children, { ...ctx, special: undefined }).trim() : '';
  const rubric = descendants(body, 'rubricBlock').find((r) => /scorer|author|tutor/.test(attr(r, 'view') ?? ''));
  const sampleAnswer = rubric ? childrenToHtml(rubric.children, { ...ctx, special: undefined }).trim() : '';
  if (ctx.missing.length > 0) return problem('stem', 'image_missing', { path: ctx.missing[0]!.slice(0, 200) });

  const stimulusRef = descendants(item, 'assessmentStimulusRef')[0];
  const passage = stimulusRef && options.stimulus ? options.stimulus(stimulusRef) : null;
  return {
    candidate: {
      row: null,
      item: options.name,
      input: {
        ...defaultPlacement(type),
        subject: '',
        source: '',
        sourceId: attr(item, 'identifier') ?? null,
        type,
        stem,
        choices,
        answerKey,
        explanation,
        sampleAnswer,
      },
      labelNames: [],
      passage: passage ? { title: passage.title, body: passage.body } : null,
      images: [...new Set(ctx.images)],
    },
  };
};

/** Interactions of a body, outermost first (an interaction's own content is not searched). */
const collectInteractions = (el: XmlElement): XmlElement[] => {
  const out: XmlElement[] = [];
  for (const c of childElements(el)) {
    if (isInteraction(c)) out.push(c);
    else out.push(...collectInteractions(c));
  }
  return out;
};
