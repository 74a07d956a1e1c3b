import type { z } from 'zod';
import {
  MAIN_TENANT,
  type ContactMessagePage,
  type ContactMessageQuery,
  type ContactMessageView,
  type ContactRequest,
  type Lang,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeOrThrow } from '../../lib/limiters.ts';
import { sha256 } from '../../lib/tokens.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findTenantBySlug, type TenantContext } from '../tenants/tenants.service.ts';
import { renderContactMail } from './contact.mail.ts';
import { presentContactMessage } from './contact.presenter.ts';
import { insertContactMessage, selectContactMessagePage, updateContactMessageRead } from './contact.repository.ts';

export const CONTACT_PAGE_SIZE = 20;

/**
 * Where a tenant's contact messages go: the tenant's contact e-mail, else the main tenant's (the platform's
 * own contact, who runs the service for a company that set none), else nowhere — the message is still kept
 * and listed for the tenant's admins.
 */
const recipientOf = async (deps: Pick<Deps, 'db'>, tenant: TenantContext) => {
  if (tenant.contactEmail) return tenant.contactEmail;
  if (tenant.slug === MAIN_TENANT) return null;
  return (await findTenantBySlug(deps.db, MAIN_TENANT))?.contactEmail ?? null;
};

/**
 * `POST /api/contact`: a message from anyone (signed in or not). The captcha is checked as the register
 * form checks it, then the sender's address spends one of the per-address e-mail points (the limiter the
 * reset and verification mails use: 5 an hour, then 429 `too_many_requests`); the message is stored and
 * queued, in one transaction, to the tenant's contact e-mail in the tenant's language.
 */
export const createContactMessage = async (
  deps: Deps,
  ctx: {
    tenant: TenantContext;
    userId: string | null;
    ip: string;
    lang: Lang;
    input: z.output<typeof ContactRequest>;
  },
) => {
  const { tenant, input } = ctx;
  await verifyCaptcha(deps, tenant, input);
  const ipHash = sha256(`contact:${ctx.ip}`);
  await consumeOrThrow(deps.limiters.mailPerAddress, `contact:${tenant.id}:${ipHash}`);
  const to = await recipientOf(deps, tenant);
  const row = await withTenant(deps.db, tenant.id, async (tx) => {
    const stored = await insertContactMessage(tx, {
      userId: ctx.userId,
      name: input.name,
      email: input.email,
      message: input.message,
      lang: input.lang ?? ctx.lang,
      ipHash,
    });
    if (to)
      await queueMail(
        tx,
        renderContactMail({
          lang: tenant.settings.defaultLang,
          to,
          brand: { name: tenant.name, themeColor: tenant.themeColor },
          sender: { name: input.name, email: input.email },
          message: input.message,
        }),
      );
    return stored;
  });
  if (to) deps.mailQueue.nudge();
  return { id: row.id };
};

/** `GET /api/contact-messages`: the caller's tenant's messages (each admin reads their own tenant's). */
export const findContactMessages = async (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; query: z.output<typeof ContactMessageQuery> },
): Promise<ContactMessagePage> => {
  const { page, status } = ctx.query;
  const result = await withTenant(deps.db, ctx.tenant.id, (tx) =>
    selectContactMessagePage(tx, { status, offset: (page - 1) * CONTACT_PAGE_SIZE, limit: CONTACT_PAGE_SIZE }),
  );
  return {
    data: result.rows.map(presentContactMessage),
    current_page: page,
    per_page: CONTACT_PAGE_SIZE,
    total: result.total,
    unread: result.unread,
  };
};

/** `PATCH /api/contact-messages/:id`: read or unread; another tenant's message is not found. */
export const updateContactMessage = async (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; id: string; read: boolean },
): Promise<ContactMessageView> => {
  const row = await withTenant(deps.db, ctx.tenant.id, (tx) => updateContactMessageRead(tx, ctx.id, ctx.read));
  if (!row) throw new AppError('not_found');
  return presentContactMessage(row);
};
