import { EXAM_KINDS, SECTIONS, type StructureWarning } from '@prepwell/contracts';

/**
 * Where a structure warning points (`path`: `sections.0.modules.1.questionIds.3`), read against the
 * structure the server checked (the saved test: its sections and modules in the same order), and what
 * its `expected` / `actual` values are, so the screen can say it in the author's language.
 */
interface Titled {
  title: string;
  modules: readonly { title: string }[];
}

export type WarningPlace =
  | { at: 'test' }
  | { at: 'section'; section: string }
  | { at: 'module'; section: string; module: string }
  | { at: 'question'; section: string; module: string; number: number };

const PATH = /^sections\.(\d+)(?:\.modules\.(\d+)(?:\.questionIds\.(\d+))?)?/;

export const placeOf = (path: string, sections: readonly Titled[]): WarningPlace => {
  const match = PATH.exec(path);
  const section = match ? sections[Number(match[1])] : undefined;
  if (!match || !section) return { at: 'test' };
  const module = match[2] === undefined ? undefined : section.modules[Number(match[2])];
  if (!module) return { at: 'section', section: section.title };
  if (match[3] === undefined) return { at: 'module', section: section.title, module: module.title };
  return { at: 'question', section: section.title, module: module.title, number: Number(match[3]) + 1 };
};

/**
 * A warning's value: a number, a section or an exam of the vocabulary, a section's routing (`adaptive`,
 * `linear`), all localized by the screen; other text (a range such as `25–27`) as it is; or nothing.
 */
export type WarningValue =
  | { as: 'number'; value: number }
  | { as: 'section'; value: (typeof SECTIONS)[number] }
  | { as: 'kind'; value: (typeof EXAM_KINDS)[number] }
  | { as: 'routing'; value: 'adaptive' | 'linear' }
  | { as: 'text'; value: string }
  | { as: 'none' };

export const valueOf = (value: StructureWarning['expected']): WarningValue => {
  if (value === null) return { as: 'none' };
  if (typeof value === 'number') return { as: 'number', value };
  if ((SECTIONS as readonly string[]).includes(value))
    return { as: 'section', value: value as (typeof SECTIONS)[number] };
  if (value === 'adaptive' || value === 'linear') return { as: 'routing', value };
  if ((EXAM_KINDS as readonly string[]).includes(value))
    return { as: 'kind', value: value as (typeof EXAM_KINDS)[number] };
  const n = Number(value);
  if (value.trim() !== '' && Number.isFinite(n)) return { as: 'number', value: n };
  return { as: 'text', value };
};

/** Warnings about one module (and its questions), for the module's own card. */
export const warningsUnder = (warnings: readonly StructureWarning[], s: number, m: number) =>
  warnings.filter((w) => w.path === `sections.${s}.modules.${m}` || w.path.startsWith(`sections.${s}.modules.${m}.`));
