import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MATERIAL_MAX_BYTES, MaterialFields } from '@prepwell/contracts';
import { AppError, type ValidationKey } from '../../lib/app-error.ts';
import { readMultipart, type MultipartFile } from '../../lib/multipart.ts';

export type MaterialUpload = MultipartFile;

const keyOf = (issue: z.core.$ZodIssue): ValidationKey => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return 'invalid_format';
    default:
      return 'invalid_value';
  }
};

/** The material's fields checked by the contract's schema; failures as 422 `validation_failed` with field errors. */
export const parseMaterialFields = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError('validation_failed', {
    fields: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), key: keyOf(issue) })),
  });
};

const TEXT_FIELDS = ['category', 'title', 'description', 'link'] as const;

/**
 * A new material's request: JSON (a link) or multipart with the text fields and an optional `file`,
 * read into memory up to MATERIAL_MAX_BYTES (413 `file_too_large` naming it, before anything is stored).
 * Empty optional fields count as absent. The file's type is checked by content when it is stored.
 */
export const readMaterialRequest = async (
  req: FastifyRequest,
): Promise<{ fields: MaterialFields; file: MaterialUpload | null }> => {
  if (!req.isMultipart()) return { fields: parseMaterialFields(MaterialFields, req.body ?? {}), file: null };
  const { fields: raw, file } = await readMultipart(req, {
    maxFileBytes: MATERIAL_MAX_BYTES,
    file: 'optional',
    fields: TEXT_FIELDS,
  });
  const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);
  return {
    fields: parseMaterialFields(MaterialFields, {
      category: raw.category,
      title: raw.title,
      description: optional(raw.description),
      link: optional(raw.link),
    }),
    file,
  };
};
