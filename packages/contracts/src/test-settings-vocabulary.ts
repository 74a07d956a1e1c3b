// Zod-free (the light entry): the test settings' lists and rules, which test-settings.ts turns into schemas.
import type { ExamKind, ExamVersion, Section } from './exam-vocabulary.ts';

/**
 * The spec's test settings ("version new digital or old paper; layout comfortable or strict; system check
 * for sound and microphone"), kept per user on the server.
 * - version: which form of a test kind the catalogue shows where the kind has both a new digital and an
 *   old paper form (the SAT); kinds with one form ignore it.
 * - layout: `comfortable` (larger type and spacing, the practice extras: answer check and AI tutor) or
 *   `strict` (the exam's own look and nothing more).
 */
export const TEST_VERSION_CHOICES = ['digital', 'paper'] as const;
export type TestVersionChoice = (typeof TEST_VERSION_CHOICES)[number];

export const TEST_LAYOUTS = ['comfortable', 'strict'] as const;
export type TestLayout = (typeof TEST_LAYOUTS)[number];

export const DEFAULT_TEST_VERSION: TestVersionChoice = 'digital';
export const DEFAULT_TEST_LAYOUT: TestLayout = 'comfortable';

/** The kinds whose catalogue has both a new digital and an old paper form, and the version of each. */
export const VERSION_CHOICES_BY_KIND: Partial<Record<ExamKind, Record<TestVersionChoice, ExamVersion>>> = {
  sat: { digital: 'sat_digital', paper: 'sat_paper' },
};

/** The exam version the catalogue shows for this kind and choice, or undefined when the kind has one form. */
export const versionForChoice = (kind: ExamKind, choice: TestVersionChoice): ExamVersion | undefined =>
  VERSION_CHOICES_BY_KIND[kind]?.[choice];

/** Which checks a test needs before it starts: sound for listening or speaking, the microphone for speaking. */
export const systemChecksFor = (sections: readonly Section[]): { sound: boolean; microphone: boolean } => ({
  sound: sections.includes('listening') || sections.includes('speaking'),
  microphone: sections.includes('speaking'),
});
