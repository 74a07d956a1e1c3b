/**
 * `@prepwell/contracts/light`: the zod-free part of the contracts, for code that must not load zod (the
 * test runners' light React root and the tutor panel it opens, decision 0010). Constants, header names
 * and storage keys, the languages, the error catalogue with a zod-free reader of error bodies, the exam
 * vocabulary's lists, and pure helpers. Every name here is also exported by the main entry, so the
 * rest of the code base imports `@prepwell/contracts` as before. Nothing imported here may import zod
 * (light.test.ts checks it).
 */
export * from './constants.ts';
export * from './langs.ts';
export * from './error-codes.ts';
export * from './exam-vocabulary.ts';
export * from './exam-links.ts';
export * from './rich-text.ts';
export * from './test-settings-vocabulary.ts';
export * from './pro-dates.ts';
export * from './web-link.ts';
