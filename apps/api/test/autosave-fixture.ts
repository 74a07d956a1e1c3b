import type { StartAttemptResponse, UserExamView } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import type { TestApp } from './helpers.ts';

/**
 * A timed SAT Math module of `count` grid-in questions (three hours, so no deadline interferes). Grid-in
 * takes any short entry, so a save can carry its own seq as the answer ("17" at seq 17): a stored row
 * whose answer is not its seq would be a torn or mixed-up write.
 */
export const gridInExam = (count: number): TestBlueprint => ({
  kind: 'sat',
  type: 'full_mock',
  version: 'sat_digital',
  title: `Autosave durability (${count} grid-in questions)`,
  sections: [
    {
      section: 'math',
      title: 'Math',
      modules: [
        {
          title: 'Math — Module 1',
          position: 1,
          minutes: 180,
          questions: Array.from({ length: count }, (_, i) => ({
            type: 'grid_in' as const,
            stem: `What is ${i} + 1?`,
            answerKey: { kind: 'grid' as const, accept: [String(i + 1)] },
            explanation: `${i} + 1 = ${i + 1}.`,
          })),
        },
      ],
    },
  ],
});

/** Creates the grid-in exam in the tenant (not public: only its own students see it); returns its id. */
export const createGridInExam = async (app: TestApp, tenant: TenantContext, count: number) =>
  (await withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, gridInExam(count)))).id;

/** JSON over fetch against a listening server; `body` undefined when the reply is not JSON. */
export const fetchJson = async <T>(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown; timeoutMs?: number },
) => {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: T | undefined;
  try {
    body = JSON.parse(text) as T;
  } catch {
    body = undefined;
  }
  return { status: res.status, body: body as T, text };
};

/**
 * Starts (or resumes) an attempt through the public API and returns it with its current module's
 * questions running: a module still `ready` is started with `start-module`, as the runner's Start button does.
 */
export const startRunningAttempt = async (baseUrl: string, headers: Record<string, string>, examId: string) => {
  const started = await fetchJson<StartAttemptResponse>(`${baseUrl}/api/user-exams`, {
    method: 'POST',
    headers,
    body: { examId },
  });
  if (started.status !== 200) throw new Error(`start failed: ${started.status} ${started.text}`);
  const { userExamId } = started.body;
  const epoch: number | undefined = started.body.epoch;
  const read = () => fetchJson<UserExamView>(`${baseUrl}/api/user-exams/${userExamId}`, { headers });
  let view = await read();
  if (view.status !== 200) throw new Error(`read failed: ${view.status} ${view.text}`);
  if (view.body.phase === 'ready' || !view.body.current?.questions.length) {
    const begun = await fetchJson(`${baseUrl}/api/user-exams/${userExamId}/start-module`, {
      method: 'POST',
      headers,
      body: epoch === undefined ? {} : { epoch },
    });
    if (begun.status !== 200) throw new Error(`start-module failed: ${begun.status} ${begun.text}`);
    view = await read();
  }
  const questions = view.body.current?.questions ?? [];
  if (!questions.length) throw new Error(`no questions in the running module: ${view.text.slice(0, 500)}`);
  return { userExamId, epoch, view: view.body, questions };
};
