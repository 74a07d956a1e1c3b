import type { InjectOptions } from 'fastify';
import type { ClassDetail, CreateClassInput } from '@prepwell/contracts';
import { call, type TestApp, type TestUser } from './helpers.ts';
import { randomIp } from './route-walk.ts';

/**
 * Helpers for the classes API tests (classes*.test.ts): requests as a user, and a class made through the
 * API. Each request comes from its own address, so the per-address limits of /api/classes/join and the
 * invitation preview never throttle a test.
 */
export const asUser = <T = unknown>(
  app: TestApp,
  user: TestUser,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  call<T>(app, {
    method,
    url,
    headers: { ...user.headers, ...headers },
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export const CLASS_INPUT: CreateClassInput = {
  name: 'SAT Evening Group',
  description: 'Weekly SAT preparation',
  method: 'online',
  start_date: '2026-01-10',
  end_date: '2026-03-28',
  start_time: '18:00',
  end_time: '19:30',
  capacity: 30,
  score_min: 1000,
  score_max: 1400,
};

/** A class created by `owner` through POST /api/classes. */
export const createClassAs = async (
  app: TestApp,
  owner: TestUser,
  input: Partial<CreateClassInput> = {},
): Promise<ClassDetail> => {
  const res = await asUser<ClassDetail>(app, owner, 'POST', '/api/classes', { ...CLASS_INPUT, ...input });
  if (res.status !== 200) throw new Error(`creating a class failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** `student` joins the class by its code (returns the response). */
export const joinByCode = (app: TestApp, student: TestUser, code: string) =>
  asUser<ClassDetail>(app, student, 'POST', '/api/classes/join', { code });

/** A multipart/form-data body with text fields and an optional file part (field `file`), for app.inject. */
export const multipartForm = (
  fields: Record<string, string>,
  file?: { data: Buffer; filename: string; contentType?: string },
) => {
  const boundary = `----prepwell${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** The smallest file that is a PDF by its content. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
