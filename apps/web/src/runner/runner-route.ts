import type { ExamKind } from '@prepwell/contracts';

/**
 * The runner's paths (spec §2 "Test runners"), parsed without a router: the runner is its own light root.
 * /sat/start/{examId}/{userExamId}, /sat/test/…, /act/test/…, /toefl/test/{examId}/{userExamId}/start,
 * /toefl/test/…, /shsat/start/…, /shsat/test/….
 */
export type RunnerPage = 'start' | 'test';

export interface RunnerRoute {
  kind: ExamKind;
  page: RunnerPage;
  examId: string;
  userExamId: string;
}

const ID = '([A-Za-z0-9-]{1,64})';
const PATTERNS: ReadonlyArray<{ re: RegExp; kind: ExamKind; page: RunnerPage }> = [
  { re: new RegExp(`^/sat/start/${ID}/${ID}/?$`), kind: 'sat', page: 'start' },
  { re: new RegExp(`^/sat/test/${ID}/${ID}/?$`), kind: 'sat', page: 'test' },
  { re: new RegExp(`^/act/test/${ID}/${ID}/?$`), kind: 'act', page: 'test' },
  { re: new RegExp(`^/toefl/test/${ID}/${ID}/start/?$`), kind: 'toefl', page: 'start' },
  { re: new RegExp(`^/toefl/test/${ID}/${ID}/?$`), kind: 'toefl', page: 'test' },
  { re: new RegExp(`^/shsat/start/${ID}/${ID}/?$`), kind: 'shsat', page: 'start' },
  { re: new RegExp(`^/shsat/test/${ID}/${ID}/?$`), kind: 'shsat', page: 'test' },
];

export const parseRunnerPath = (pathname: string): RunnerRoute | null => {
  for (const { re, kind, page } of PATTERNS) {
    const match = re.exec(pathname);
    if (match?.[1] && match[2]) return { kind, page, examId: match[1], userExamId: match[2] };
  }
  return null;
};

export const isRunnerPath = (pathname: string): boolean => parseRunnerPath(pathname) !== null;

/** The path of a runner page (the inverse of parseRunnerPath). */
export const runnerPath = ({ kind, page, examId, userExamId }: RunnerRoute): string => {
  const ids = `${examId}/${userExamId}`;
  if (kind === 'toefl') return page === 'start' ? `/toefl/test/${ids}/start` : `/toefl/test/${ids}`;
  if (kind === 'act') return `/act/test/${ids}`;
  return `/${kind}/${page}/${ids}`;
};

/** The kinds with a start page (test settings and system check) before the test. */
export const hasStartPage = (kind: ExamKind): boolean => kind !== 'act';

/** Where a completed attempt's score report lives (engineer C's page in the app). */
export const resultPath = (kind: ExamKind, userExamId: string): string => `/${kind}/result/${userExamId}`;
