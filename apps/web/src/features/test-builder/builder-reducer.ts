import type { ExamKind, PlacedQuestion, Section } from '@prepwell/contracts';
import {
  newKey,
  newSection,
  withAdaptive,
  withKind,
  type BuilderDraft,
  type BuilderNames,
  type ModuleDraft,
  type SectionDraft,
} from './builder-state.ts';
import { insertQuestions, moveDown, moveQuestion, moveUp } from './question-order.ts';

/**
 * Every change the builder makes to its draft, as one pure reducer: the screen dispatches, the tests
 * check the result. Only the branch that changed is copied, so the other sections and modules keep
 * their identity (and do not re-render).
 */
type TopField = 'title' | 'description' | 'type' | 'version' | 'mode' | 'clock' | 'directions';
type SectionPatch = Partial<Pick<SectionDraft, 'title' | 'directions' | 'harderAtOrAbove'>>;
type ModulePatch = Partial<Pick<ModuleDraft, 'title' | 'minutes' | 'breakAfterMinutes' | 'directions'>>;

export type BuilderAction =
  | { type: 'reset'; draft: BuilderDraft }
  | { type: 'field'; field: TopField; value: BuilderDraft[TopField] }
  | { type: 'kind'; kind: ExamKind; names: BuilderNames }
  | { type: 'addSection'; section: Section; names: BuilderNames }
  | { type: 'removeSection'; s: number }
  | { type: 'moveSection'; s: number; delta: -1 | 1 }
  | { type: 'section'; s: number; patch: SectionPatch }
  | { type: 'adaptive'; s: number; adaptive: boolean; names: BuilderNames }
  | { type: 'addModule'; s: number; names: BuilderNames }
  | { type: 'removeModule'; s: number; m: number }
  | { type: 'module'; s: number; m: number; patch: ModulePatch }
  | { type: 'addQuestions'; s: number; m: number; questions: PlacedQuestion[] }
  | { type: 'moveQuestion'; s: number; m: number; from: number; to: number }
  | { type: 'stepQuestion'; s: number; m: number; index: number; delta: -1 | 1 }
  | { type: 'removeQuestion'; s: number; m: number; index: number };

/** A typed `field` action. */
export const setField = <K extends TopField>(field: K, value: BuilderDraft[K]): BuilderAction => ({
  type: 'field',
  field,
  value,
});

const replaceAt = <T>(list: readonly T[], index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

const inSection = (draft: BuilderDraft, s: number, update: (section: SectionDraft) => SectionDraft): BuilderDraft =>
  s >= 0 && s < draft.sections.length ? { ...draft, sections: replaceAt(draft.sections, s, update) } : draft;

const inModule = (
  draft: BuilderDraft,
  s: number,
  m: number,
  update: (module: ModuleDraft) => ModuleDraft,
): BuilderDraft =>
  inSection(draft, s, (section) =>
    m >= 0 && m < section.modules.length ? { ...section, modules: replaceAt(section.modules, m, update) } : section,
  );

export function builderReducer(draft: BuilderDraft, action: BuilderAction): BuilderDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'field':
      return { ...draft, [action.field]: action.value };
    case 'kind':
      return withKind(draft, action.kind, action.names);
    case 'addSection':
      return {
        ...draft,
        sections: [...draft.sections, newSection(draft.kind, draft.version, action.section, action.names)],
      };
    case 'removeSection':
      return draft.sections.length <= 1
        ? draft
        : { ...draft, sections: draft.sections.filter((_, i) => i !== action.s) };
    case 'moveSection': {
      const to = action.s + action.delta;
      if (to < 0 || to >= draft.sections.length) return draft;
      const sections = [...draft.sections];
      const [moved] = sections.splice(action.s, 1);
      if (moved) sections.splice(to, 0, moved);
      return { ...draft, sections };
    }
    case 'section':
      return inSection(draft, action.s, (section) => ({ ...section, ...action.patch }));
    case 'adaptive':
      return inSection(draft, action.s, (section) => withAdaptive(draft.kind, section, action.adaptive, action.names));
    case 'addModule':
      return inSection(draft, action.s, (section) =>
        section.adaptive || section.modules.length >= 6
          ? section
          : {
              ...section,
              modules: [
                ...section.modules,
                {
                  key: newKey('module'),
                  title: action.names.module(section.modules.length + 1, 'base'),
                  route: 'base',
                  minutes: section.modules.at(-1)?.minutes ?? 30,
                  breakAfterMinutes: 0,
                  directions: '',
                  questions: [],
                },
              ],
            },
      );
    case 'removeModule':
      return inSection(draft, action.s, (section) =>
        section.adaptive || section.modules.length <= 1
          ? section
          : { ...section, modules: section.modules.filter((_, i) => i !== action.m) },
      );
    case 'module':
      return inModule(draft, action.s, action.m, (module) => ({ ...module, ...action.patch }));
    case 'addQuestions':
      return inModule(draft, action.s, action.m, (module) => ({
        ...module,
        questions: insertQuestions(module.questions, action.questions).questions,
      }));
    case 'moveQuestion':
      return inModule(draft, action.s, action.m, (module) => ({
        ...module,
        questions: moveQuestion(module.questions, action.from, action.to),
      }));
    case 'stepQuestion':
      return inModule(draft, action.s, action.m, (module) => ({
        ...module,
        questions: (action.delta < 0 ? moveUp : moveDown)(module.questions, action.index),
      }));
    case 'removeQuestion':
      return inModule(draft, action.s, action.m, (module) => ({
        ...module,
        questions: module.questions.filter((_, i) => i !== action.index),
      }));
  }
}
