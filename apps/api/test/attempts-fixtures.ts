import { eq } from 'drizzle-orm';
import type {
  CheckAnswerResponse,
  ErrorBody,
  ExamKind,
  ExamVersion,
  RecordingResponse,
  SaveAnswerResponse,
  Section,
  StartAttemptResponse,
  SubmitModuleResponse,
  TestType,
  UserExamView,
} from '@prepwell/contracts';
import { userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import {
  createTestFromBlueprint,
  type ModuleBlueprint,
  type QuestionBlueprint,
  type TestBlueprint,
} from '../src/modules/exams/catalogue/authoring.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, type TestApp, type TestUser } from './helpers.ts';
import { multipartFile } from './multipart.ts';

/** Shared by the attempts-*.test.ts files: the attempt API as a client calls it, small tests to take, and database nudges. */

type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;

export const attemptApi = (app: TestApp) => {
  const post = <T>(user: TestUser, url: string, payload?: Record<string, unknown>) =>
    call<Body<T>>(app, { method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
  const at = (id: string) => `/api/user-exams/${id}`;
  return {
    start: (user: TestUser, examId: string) => post<StartAttemptResponse>(user, '/api/user-exams', { examId }),
    read: (user: TestUser, id: string) => call<Body<UserExamView>>(app, { url: at(id), headers: user.headers }),
    open: (user: TestUser, id: string, epoch?: number) =>
      post<UserExamView>(user, `${at(id)}/open`, epoch === undefined ? {} : { epoch }),
    heartbeat: (user: TestUser, id: string, epoch?: number) =>
      post<{ ok: true }>(user, `${at(id)}/heartbeat`, epoch === undefined ? {} : { epoch }),
    leave: (user: TestUser, id: string, epoch?: number) =>
      post<{ ok: true }>(user, `${at(id)}/leave`, epoch === undefined ? {} : { epoch }),
    startModule: (user: TestUser, id: string, epoch?: number) =>
      post<UserExamView>(user, `${at(id)}/start-module`, epoch === undefined ? {} : { epoch }),
    save: (user: TestUser, id: string, questionId: string, payload: Record<string, unknown>) =>
      call<Body<SaveAnswerResponse>>(app, {
        method: 'PUT',
        url: `${at(id)}/answers/${questionId}`,
        headers: user.headers,
        payload,
      }),
    submit: (user: TestUser, id: string, payload?: { moduleId?: string; epoch?: number }) =>
      post<SubmitModuleResponse>(user, `${at(id)}/submit-module`, payload),
    restart: (user: TestUser, id: string, epoch?: number) =>
      post<StartAttemptResponse>(user, `${at(id)}/restart`, epoch === undefined ? {} : { epoch }),
    pause: (user: TestUser, id: string, epoch?: number) =>
      post<UserExamView>(user, `${at(id)}/pause`, epoch === undefined ? {} : { epoch }),
    resume: (user: TestUser, id: string, epoch?: number) =>
      post<UserExamView>(user, `${at(id)}/resume`, epoch === undefined ? {} : { epoch }),
    check: (user: TestUser, id: string, questionId: string, epoch?: number) =>
      post<CheckAnswerResponse>(user, `${at(id)}/check/${questionId}`, epoch === undefined ? {} : { epoch }),
    record: (
      user: TestUser,
      id: string,
      questionId: string,
      data: Buffer,
      options: { epoch?: number; contentType?: string } = {},
    ) => {
      const body = multipartFile(data, { filename: 'answer.wav', contentType: options.contentType ?? 'audio/wav' });
      let payload = body.payload;
      if (options.epoch !== undefined) {
        // The epoch field goes before the file part.
        const boundary = body.headers['content-type'].split('boundary=')[1]!;
        payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="epoch"\r\n\r\n${options.epoch}\r\n`),
          payload,
        ]);
      }
      return call<Body<RecordingResponse>>(app, {
        method: 'POST',
        url: `${at(id)}/recordings/${questionId}`,
        headers: { ...user.headers, ...body.headers },
        payload,
      });
    },
  };
};
export type AttemptApi = ReturnType<typeof attemptApi>;

/** A four-choice question whose key is `A`. */
export const mcq = (n: number, extra: Partial<QuestionBlueprint> = {}): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem: `Question ${n}: what is $${n} + 0$?`,
  choices: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id === 'A' ? `$${n}$` : `${id} answer` })),
  answerKey: { kind: 'choice', correct: ['A'] },
  explanation: `Adding $0$ leaves $${n}$.`,
  ...extra,
});

export const mcqs = (count: number, from = 1) => Array.from({ length: count }, (_, i) => mcq(from + i));

export interface SectionSpec {
  section: Section;
  modules: (Partial<ModuleBlueprint> & { questions: QuestionBlueprint[] })[];
  adaptive?: boolean;
  scoreTables?: TestBlueprint['sections'][number]['scoreTables'];
}

/** A test in `tenant` (not public) from a short description; modules default to 10 minutes each, stage by stage. */
export const makeTest = async (
  app: TestApp,
  tenant: TenantContext,
  spec: {
    kind?: ExamKind;
    type?: TestType;
    version?: ExamVersion;
    clock?: 'module' | 'test';
    sections: SectionSpec[];
    passages?: TestBlueprint['passages'];
  },
) => {
  const blueprint: TestBlueprint = {
    kind: spec.kind ?? 'sat',
    type: spec.type ?? 'full_mock',
    version: spec.version ?? 'sat_digital',
    title: `Attempts test ${Math.random().toString(36).slice(2, 8)}`,
    ...(spec.clock ? { clock: spec.clock } : {}),
    ...(spec.passages ? { passages: spec.passages } : {}),
    sections: spec.sections.map((s) => ({
      section: s.section,
      title: s.section.toUpperCase(),
      ...(s.adaptive ? { adaptive: true } : {}),
      ...(s.scoreTables ? { scoreTables: s.scoreTables } : {}),
      modules: s.modules.map((m, i) => ({ title: `${s.section} module ${i + 1}`, position: i + 1, minutes: 10, ...m })),
    })),
  };
  return (await withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, blueprint))).id;
};

/** Changes attempt fields directly (moving a deadline into the past stands in for waiting). */
export const setAttempt = (
  app: TestApp,
  tenant: TenantContext,
  id: string,
  values: Partial<typeof userExams.$inferInsert>,
) => withTenant(app.deps.db, tenant.id, (tx) => tx.update(userExams).set(values).where(eq(userExams.id, id)));

export const attemptRow = async (app: TestApp, tenant: TenantContext, id: string) =>
  (await withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(userExams).where(eq(userExams.id, id))))[0]!;

export const secondsAgo = (seconds: number, from = new Date()) => new Date(from.getTime() - seconds * 1000);

/** A real, tiny WAV file: 0.01 s of 8 kHz 8-bit mono silence. */
export const tinyWav = () => {
  const samples = 80;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
};
