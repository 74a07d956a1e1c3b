import { describe, expect, it } from 'vitest';
import { builderErrorsOf, isShownPath } from './builder-errors.ts';

describe("a refused save's errors", () => {
  it('puts field errors on the fields the builder has, the rest in the form', () => {
    const result = builderErrorsOf({
      code: 'validation_failed',
      message: 'Check the fields.',
      fieldErrors: [
        { path: 'sections.0.modules.1.questionIds.3', message: 'Not a question of this exam.' },
        { path: 'sections.1.title', message: 'Required.' },
        { path: 'sections', message: 'Too many sections.' },
      ],
    });
    expect(result).toEqual({
      fields: { 'sections.0.modules.1.questionIds.3': 'Not a question of this exam.', 'sections.1.title': 'Required.' },
      other: 'Too many sections.',
    });
  });

  it('puts a taken title on the title, and any other refusal in the form', () => {
    expect(builderErrorsOf({ code: 'practice_exam_title_exists', message: 'Taken.', fieldErrors: [] })).toEqual({
      fields: { title: 'Taken.' },
      other: null,
    });
    expect(builderErrorsOf({ code: 'practice_exam_has_taken', message: 'Started.', fieldErrors: [] })).toEqual({
      fields: {},
      other: 'Started.',
    });
  });

  it('knows the paths it shows', () => {
    expect(isShownPath('sections.2.modules.0.minutes')).toBe(true);
    expect(isShownPath('sections.2.harderAtOrAbove')).toBe(true);
    expect(isShownPath('sections.2.modules')).toBe(false);
    expect(isShownPath('titles')).toBe(false);
  });
});
