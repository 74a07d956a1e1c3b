import { serverMessage, type Lang, type ServerMessageKey } from '@prepwell/contracts';

type ProgressReportKey = ServerMessageKey extends infer K
  ? K extends `progress_report.${infer R}`
    ? R
    : never
  : never;

/** The words of a progress report's PDF and e-mail in the reader's language (contracts' server messages, `progress_report.*`). */
export const progressReportLabels =
  (lang: Lang) =>
  (key: ProgressReportKey, vars: Record<string, string | number> = {}) =>
    serverMessage(lang, `progress_report.${key}`, vars);
