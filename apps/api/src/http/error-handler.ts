import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  pickLang,
  serverMessage,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
  type Lang,
} from '@prepwell/contracts';
import { AppError, type ValidationKey } from '../lib/app-error.ts';
import { formatByteLimit } from '../lib/multipart.ts';

type ValidationIssue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

const VALIDATION_KEYS = new Set<string>([
  'required',
  'invalid_email',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'invalid_type',
  'password_mismatch',
  'choose_at_least_one',
  'emails_not_distinct',
  'invalid_phone',
  'unknown_field',
]);

/** Turns one zod issue into a message key and its placeholder values. */
const keyOfIssue = (issue: ValidationIssue, path: string): [ValidationKey, Record<string, string | number>] => {
  const p = issue.params;
  const message = issue.message ?? '';
  if (VALIDATION_KEYS.has(message)) return [message as ValidationKey, {}];
  if (/phone/.test(path) && issue.keyword !== 'invalid_type') return ['invalid_phone', {}];
  switch (issue.keyword) {
    case 'invalid_type':
      return [/received undefined|received null/.test(message) ? 'required' : 'invalid_type', {}];
    case 'too_small':
      if (p.origin === 'string')
        return Number(p.minimum) <= 1 ? ['required', {}] : ['too_short', { min: Number(p.minimum) }];
      if (p.origin === 'array' || p.origin === 'set') return ['choose_at_least_one', {}];
      return ['too_small', { min: Number(p.minimum) }];
    case 'too_big':
      return p.origin === 'string' || p.origin === 'array'
        ? ['too_long', { max: Number(p.maximum) }]
        : ['too_big', { max: Number(p.maximum) }];
    case 'invalid_format':
      return [p.format === 'email' ? 'invalid_email' : 'invalid_format', {}];
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_enum_value':
      return ['invalid_value', {}];
    case 'unrecognized_keys':
      return ['unknown_field', {}];
    default:
      return ['invalid_format', {}];
  }
};

const toPath = (instancePath: string) => instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

const send = (
  reply: FastifyReply,
  lang: Lang,
  code: ErrorCode,
  extra: Partial<ErrorBody> & { vars?: Record<string, string | number> } = {},
) => {
  const { vars, ...rest } = extra;
  const status = ERROR_STATUS[code];
  const body: ErrorBody = { code, status, message: serverMessage(lang, `errors.${code}`, vars ?? {}), ...rest };
  return reply.status(status).send(body);
};

export const langOf = (req: FastifyRequest): Lang =>
  (req as { lang?: Lang }).lang ?? pickLang(req.headers['accept-language']);

/** One place maps every failure to `ErrorBody`: code → status and localized message; unknown → 500 with a request id. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = langOf(req);
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.options.headers ?? {})) void reply.header(name, value);
      const fieldErrors: FieldError[] = (error.options.fields ?? []).map((f) => ({
        path: f.path,
        message: serverMessage(lang, `validation.${f.key}`),
      }));
      for (const f of error.options.fieldMessages ?? [])
        fieldErrors.push({ path: f.path, message: serverMessage(lang, f.key) });
      const field = error.options.details?.field;
      if (typeof field === 'string')
        fieldErrors.push({
          path: field,
          message: serverMessage(lang, `errors.${error.code}`, error.options.vars ?? {}),
        });
      return send(reply, lang, error.code, {
        ...(error.options.vars ? { vars: error.options.vars } : {}),
        ...(fieldErrors.length ? { fieldErrors } : {}),
        ...(error.options.details ? { details: error.options.details } : {}),
      });
    }
    // A malformed id in the path names nothing: the page it stands for does not exist (issue 17), so it is the
    // same "not found" as an unknown id, never a validation error about the URL.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params')
      return send(reply, lang, 'not_found');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = (error.validation as unknown as ValidationIssue[]).map((issue) => {
        const prefix =
          error.validationContext && error.validationContext !== 'body' ? `${error.validationContext}.` : '';
        const path = prefix + toPath(issue.instancePath);
        const [key, vars] = keyOfIssue(issue, path);
        return { path, message: serverMessage(lang, `validation.${key}`, vars) };
      });
      return send(reply, lang, 'validation_failed', { fieldErrors });
    }
    if (isResponseSerializationError(error as never)) {
      req.log.error({ err: error, cause: (error as { cause?: unknown }).cause }, 'response does not match its schema');
      return send(reply, lang, 'internal_error', { requestId: req.id });
    }
    const status = error.statusCode ?? 500;
    // A body over the route's limit (uploads are multipart, read by lib/multipart.ts, which names its own).
    if (status === 413)
      return send(reply, lang, 'file_too_large', { vars: { max: formatByteLimit(req.routeOptions.bodyLimit) } });
    if (status === 415) return send(reply, lang, 'unsupported_file_type');
    if (status === 429) {
      const retry = Number(reply.getHeader('retry-after') ?? 60);
      return send(reply, lang, 'too_many_requests', { vars: { seconds: retry } });
    }
    if (status === 404) return send(reply, lang, 'not_found');
    // Malformed JSON, a bad content type, an empty body where one is needed and the like.
    if (status >= 400 && status < 500) return send(reply, lang, 'bad_request');
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, lang, 'internal_error', { requestId: req.id });
  });

  app.setNotFoundHandler((req, reply) => send(reply, langOf(req), 'not_found'));
};

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any hook runs (a malformed URL,
 * a path parameter over maxParamLength) get the same ErrorBody as everything else, not Fastify's own shape.
 */
export const frameworkErrorHandler = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  void error;
  return send(reply, pickLang(req.headers['accept-language']), 'bad_request');
};
