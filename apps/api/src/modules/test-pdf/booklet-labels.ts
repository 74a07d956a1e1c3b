import { serverMessage, type Lang, type ModuleRoute, type ServerMessageKey } from '@prepwell/contracts';

/** The booklet's own words in the reader's language (contracts' server messages, `test_pdf.*`). */
export type Labels = (key: TestPdfKey, vars?: Record<string, string | number>) => string;

type TestPdfKey = ServerMessageKey extends infer K ? (K extends `test_pdf.${infer R}` ? R : never) : never;

export const labelsFor =
  (lang: Lang): Labels =>
  (key, vars = {}) =>
    serverMessage(lang, `test_pdf.${key}`, vars);

/** How a module is named next to its title: `Module 1`, or the route of an adaptive module 2. */
export const stageLabel = (t: Labels, stage: number, route: ModuleRoute): string =>
  route === 'base' ? t('stage', { stage }) : t(`routes.${route}`);

/** A module's name where the route matters (outline, answer key): its title, and the route of a module 2. */
export const moduleName = (t: Labels, m: { title: string; route: ModuleRoute }): string =>
  m.route === 'base' ? m.title : `${m.title} · ${t(`routes.${m.route}`)}`;
