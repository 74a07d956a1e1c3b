import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { NamedFile } from '../lib/sheet-template.ts';
import type { SignedInRequest } from './access.ts';

/**
 * The caller of a signed-in route as the services take it: `{ tenant, actor }`, the start of every use
 * case's options (`findMeetings(deps, { ...callerOf(req), query: req.query })`).
 */
export const callerOf = (req: SignedInRequest) => ({ tenant: req.tenant, actor: req.user });

/**
 * The `config` of a route for the tenant's admins: an organization admin on their own tenant, a super admin on
 * the tenant they call (spec §6, "manage enrollments" and the other back-office pages).
 */
export const tenantAdmins = { access: ['super_admin', 'company_admin'] } as const;

/** A file a route sends to one reader: a PDF, an export, a template, an upload. */
export interface PrivateFile {
  /** Its `Content-Type`. */
  type: string;
  /** Its `Content-Disposition`: `attachmentDisposition(name)` (lib/content-disposition.ts), `inline` … */
  disposition: string;
  body: Buffer | string | Readable;
  /**
   * A file a user uploaded, sent as stored: its size is the `Content-Length`, and `nosniff` keeps a
   * browser from taking it for another type than the one checked on upload.
   */
  uploaded?: { size: number };
}

/** Sends a file that no cache between the server and its reader may keep (`private, no-store`). */
export const sendPrivateFile = (reply: FastifyReply, file: PrivateFile) => {
  reply.header('content-type', file.type);
  if (file.uploaded) reply.header('content-length', String(file.uploaded.size));
  reply.header('content-disposition', file.disposition).header('cache-control', 'private, no-store');
  if (file.uploaded) reply.header('x-content-type-options', 'nosniff');
  return reply.send(file.body);
};

/** Sends a file made for download (a template, an export) as an attachment under its own name. */
export const sendNamedFile = (reply: FastifyReply, file: NamedFile) =>
  sendPrivateFile(reply, {
    type: file.contentType,
    disposition: `attachment; filename="${file.fileName}"`,
    body: file.body,
  });
