import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  asLang,
  isCompanyAdmin,
  issuedStatusOf,
  isStudent,
  isSuperAdmin,
  parseAmountText,
  TUITION_FILE_MAX_BYTES,
  TUITION_LATE_LINE_KINDS,
  TUITION_LIMITS,
  type Lang,
  type TuitionBillInput,
  type TuitionBillListQuery,
  type TuitionBillPage,
  type TuitionBillUpdate,
  type TuitionBillView,
  type TuitionLineInput,
  type TuitionLineUpdate,
  type TuitionPaymentInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge, type MultipartFile } from '../../lib/multipart.ts';
import { materialStorage, openMaterialFile } from '../classes/material-storage.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findLinkedChildren, findLinkedParents, isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import { minorDigits } from '../plans/pricing.ts';
import type { Actor } from '../profile/profile.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { getUserWithRoles, logActivity } from '../users/users.service.ts';
import { renderBillPdf } from './tuition-pdf.ts';
import { renderBillMail } from './tuition.mail.ts';
import { billTotals, presentBill, presentSummary } from './tuition.presenter.ts';
import {
  countLines,
  deleteLine,
  insertBill,
  insertLine,
  insertPayment,
  lockBill,
  selectBill,
  selectBillPage,
  selectLine,
  selectLines,
  selectPayments,
  selectPeople,
  selectPersonByEmail,
  updateBill,
  updateLine,
  type BillRow,
  type PersonRow,
} from './tuition.repository.ts';

/**
 * Tuition bills (issue 20, decision 0044). Admins write them; the student and the student's parents (the
 * one it is addressed to, and every accepted linked parent) read them once issued and pay what is owed.
 * Totals, paid and balance are summed from lines and payments on every read (contracts `tuitionTotals`).
 */
interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

const isAdmin = (actor: Actor) => isSuperAdmin(actor) || isCompanyAdmin(actor);

const amountOf = (text: string, currency: string, path: string): number => {
  const minor = parseAmountText(text, minorDigits(currency));
  if (minor === null || minor <= 0 || minor > TUITION_LIMITS.amountMinor)
    throw new AppError('validation_failed', { fields: [{ path, key: 'invalid_value' }] });
  return minor;
};

/** Everything a bill view needs, read in one transaction. */
const loadBill = async (tx: TenantTx, bill: BillRow) => {
  const [lines, payments] = await Promise.all([selectLines(tx, [bill.id]), selectPayments(tx, [bill.id])]);
  const ids = [bill.studentId, bill.parentId, ...payments.map((p) => p.recordedBy)].filter((x): x is string => !!x);
  const people = new Map((await selectPeople(tx, [...new Set(ids)])).map((p) => [p.id, p]));
  return { bill, lines, payments, people };
};

/** A student of the tenant, and a parent who is one of theirs (or no parent). */
const checkRecipients = async (tx: TenantTx, studentId: string, parentId: string | null | undefined) => {
  const student = await getUserWithRoles(tx, studentId).catch(() => null);
  if (!student || !isStudent({ roles: student.roles.map((name) => ({ name })) }))
    throw new AppError('tuition_recipient_invalid');
  if (parentId && !(await isLinkedParentOf(tx, parentId, studentId))) throw new AppError('tuition_recipient_invalid');
};

/** After a line or a payment changed: an issued bill's status follows its balance; `paid_at` marks when it was paid. */
const settleStatus = async (tx: TenantTx, bill: BillRow, now: Date): Promise<BillRow> => {
  if (bill.status === 'draft' || bill.status === 'void') return bill;
  const { lines, payments } = await loadBill(tx, bill);
  const status = issuedStatusOf(billTotals(lines, payments));
  if (status === bill.status) return bill;
  return updateBill(tx, bill.id, { status, paidAt: status === 'paid' ? now : null });
};

const lockedBill = async (tx: TenantTx, id: string) => {
  const bill = await lockBill(tx, id);
  if (!bill) throw new AppError('not_found');
  return bill;
};

const adminView = async (tx: TenantTx, bill: BillRow): Promise<TuitionBillView> => {
  const loaded = await loadBill(tx, bill);
  return presentBill(bill, loaded.lines, loaded.payments, loaded.people, false);
};

// --- admins ---------------------------------------------------------------------------------------------

/** `GET /api/tuition-bills`: the tenant's bills by status, period, student or a name, newest first. */
export const findBills = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { query: TuitionBillListQuery },
): Promise<TuitionBillPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const q = ctx.query;
    const page = await selectBillPage(
      tx,
      { status: q.status, period: q.period, studentId: q.student_id, q: q.q || undefined },
      { limit: q.per_page, offset: (q.page - 1) * q.per_page },
    );
    return { items: await summaries(tx, page.rows), total: page.total };
  });

const summaries = async (tx: TenantTx, bills: BillRow[]) => {
  const ids = bills.map((b) => b.id);
  const [lines, payments] = await Promise.all([selectLines(tx, ids), selectPayments(tx, ids)]);
  const peopleIds = bills.flatMap((b) => [b.studentId, b.parentId]).filter((x): x is string => !!x);
  const people = new Map((await selectPeople(tx, [...new Set(peopleIds)])).map((p) => [p.id, p]));
  return bills.map((b) =>
    presentSummary(
      b,
      lines.filter((l) => l.billId === b.id),
      payments.filter((p) => p.billId === b.id),
      people,
    ),
  );
};

/** A person given by id or by e-mail (an unknown e-mail is the recipient error); undefined when neither is given. */
const personId = async (tx: TenantTx, id: string | null | undefined, email: string | null | undefined) => {
  if (id) return id;
  if (!email) return id;
  const found = await selectPersonByEmail(tx, email);
  if (!found) throw new AppError('tuition_recipient_invalid');
  return found.id;
};

/** `POST /api/tuition-bills`: a draft bill in the tenant's currency. */
export const createBill = (deps: Pick<Deps, 'db'>, ctx: Ctx & { input: TuitionBillInput }): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const studentId = await personId(tx, ctx.input.student_id, ctx.input.student_email);
    if (!studentId) throw new AppError('tuition_recipient_invalid');
    const parentId = await personId(tx, ctx.input.parent_id, ctx.input.parent_email);
    await checkRecipients(tx, studentId, parentId);
    const bill = await insertBill(tx, {
      studentId,
      parentId: parentId ?? null,
      period: ctx.input.period,
      title: ctx.input.title,
      notes: ctx.input.notes,
      dueDate: ctx.input.due_date ?? null,
      currency: ctx.tenant.settings.currency,
      createdBy: ctx.actor.id,
    });
    await logActivity(tx, ctx.actor.id, 'tuition_bill.create', bill.id);
    return adminView(tx, bill);
  });

/** `GET /api/tuition-bills/:id` (admins). */
export const getBill = (deps: Pick<Deps, 'db'>, ctx: Ctx & { billId: string }): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await selectBill(tx, ctx.billId);
    if (!bill) throw new AppError('not_found');
    return adminView(tx, bill);
  });

const assertDraft = (bill: BillRow) => {
  if (bill.status !== 'draft') throw new AppError('tuition_bill_state_invalid');
};

/** `PATCH /api/tuition-bills/:id`: a draft's student, parent, period, title, due date, notes. */
export const changeBill = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { billId: string; input: TuitionBillUpdate },
): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await lockedBill(tx, ctx.billId);
    assertDraft(bill);
    const input = ctx.input;
    const studentId = (await personId(tx, input.student_id, input.student_email)) ?? bill.studentId;
    const parentId =
      input.parent_id === undefined && input.parent_email === undefined
        ? bill.parentId
        : ((await personId(tx, input.parent_id, input.parent_email)) ?? null);
    await checkRecipients(tx, studentId, parentId);
    const saved = await updateBill(tx, bill.id, {
      studentId,
      parentId: parentId ?? null,
      ...(input.period !== undefined ? { period: input.period } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
    });
    return adminView(tx, saved);
  });

/**
 * `POST /api/tuition-bills/:id/lines`: any kind on a draft; once issued (not void) only a discount or a
 * refund — lines of an issued bill are never changed, money returned is a new line.
 */
export const addLine = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { billId: string; input: TuitionLineInput; now?: Date },
): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await lockedBill(tx, ctx.billId);
    if (bill.status === 'void' || (bill.status !== 'draft' && !TUITION_LATE_LINE_KINDS.includes(ctx.input.kind)))
      throw new AppError('tuition_bill_state_invalid');
    if ((await countLines(tx, bill.id)) >= TUITION_LIMITS.lines)
      throw new AppError('validation_failed', { fields: [{ path: 'kind', key: 'too_big' }] });
    const line = await insertLine(tx, {
      billId: bill.id,
      kind: ctx.input.kind,
      amountMinor: amountOf(ctx.input.amount, bill.currency, 'amount'),
      comment: ctx.input.comment,
      createdBy: ctx.actor.id,
    });
    if (bill.status !== 'draft')
      await logActivity(tx, ctx.actor.id, `tuition_bill.${line.kind}`, `${bill.id}:${line.amountMinor}`);
    return adminView(tx, await settleStatus(tx, await updateBill(tx, bill.id, {}), ctx.now ?? new Date()));
  });

/** `PATCH /api/tuition-bills/:id/lines/:lineId`: a draft's line. */
export const changeLine = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { billId: string; lineId: string; input: TuitionLineUpdate },
): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await lockedBill(tx, ctx.billId);
    assertDraft(bill);
    const line = await selectLine(tx, bill.id, ctx.lineId);
    if (!line) throw new AppError('not_found');
    await updateLine(tx, line.id, {
      ...(ctx.input.kind !== undefined ? { kind: ctx.input.kind } : {}),
      ...(ctx.input.amount !== undefined ? { amountMinor: amountOf(ctx.input.amount, bill.currency, 'amount') } : {}),
      ...(ctx.input.comment !== undefined ? { comment: ctx.input.comment } : {}),
    });
    return adminView(tx, await updateBill(tx, bill.id, {}));
  });

/** `DELETE /api/tuition-bills/:id/lines/:lineId`: a draft's line (its file too). */
export const removeLine = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx & { billId: string; lineId: string },
): Promise<TuitionBillView> => {
  let filePath: string | null = null;
  const view = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await lockedBill(tx, ctx.billId);
    assertDraft(bill);
    const line = await selectLine(tx, bill.id, ctx.lineId);
    if (!line) throw new AppError('not_found');
    filePath = line.filePath;
    await deleteLine(tx, line.id);
    return adminView(tx, await updateBill(tx, bill.id, {}));
  });
  if (filePath) await materialStorage(deps.config.dataDir).remove(filePath);
  return view;
};

/** What a line's file may be (checked by content): PDF, images, Word and Excel documents. */
const FILE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/**
 * `POST /api/tuition-bills/:id/lines/:lineId/file` (multipart `file`): a receipt or a contract for a line
 * of a bill that is not void, at most 10 MB, kept privately (DATA_DIR/private); replaces an earlier file.
 */
export const attachLineFile = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx & { billId: string; lineId: string; read: () => Promise<{ file: MultipartFile }> },
): Promise<TuitionBillView> => {
  const check = async (tx: TenantTx) => {
    const bill = await lockedBill(tx, ctx.billId);
    if (bill.status === 'void') throw new AppError('tuition_bill_state_invalid');
    const line = await selectLine(tx, bill.id, ctx.lineId);
    if (!line) throw new AppError('not_found');
    return { bill, line };
  };
  await withTenant(deps.db, ctx.tenant.id, check);
  const { file } = await ctx.read();
  if (file.data.length > TUITION_FILE_MAX_BYTES) throw fileTooLarge(TUITION_FILE_MAX_BYTES);
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !FILE_TYPES.has(type.mime)) throw new AppError('unsupported_file_type');
  const store = materialStorage(deps.config.dataDir);
  const stored = await store.save({
    tenantId: ctx.tenant.id,
    id: randomUUID(),
    data: file.data,
    allowed: [...FILE_TYPES],
    maxBytes: TUITION_FILE_MAX_BYTES,
  });
  let previous: string | null = null;
  try {
    const view = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
      const { bill, line } = await check(tx);
      previous = line.filePath;
      await updateLine(tx, line.id, {
        filePath: stored.relativePath,
        fileName: file.fileName.slice(0, 255) || `file.${type.ext}`,
        fileMime: stored.mime,
      });
      return adminView(tx, await updateBill(tx, bill.id, {}));
    });
    if (previous) await store.remove(previous);
    return view;
  } catch (error) {
    await store.remove(stored.relativePath);
    throw error;
  }
};

/** Who gets an issued bill by e-mail: the parent it is addressed to, else the linked parents, else the student. */
const recipientsOf = async (tx: TenantTx, bill: BillRow): Promise<PersonRow[]> => {
  const ids = bill.parentId ? [bill.parentId] : (await findLinkedParents(tx, bill.studentId)).map((p) => p.id);
  const people = await selectPeople(tx, ids.length ? ids : [bill.studentId]);
  return people.filter((p) => p.email);
};

/**
 * `POST /api/tuition-bills/:id/issue`: a draft with a total above zero is issued and e-mailed — each
 * recipient in their own language with the bill's PDF attached, queued in this transaction. Deposits and
 * prepayments already on it may make it partially paid (or paid) at once.
 */
export const issueBill = (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: Ctx & { billId: string; origin: string; now?: Date },
): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = ctx.now ?? new Date();
    const bill = await lockedBill(tx, ctx.billId);
    assertDraft(bill);
    const before = await loadBill(tx, bill);
    if (!before.lines.length || billTotals(before.lines, before.payments).total_minor <= 0)
      throw new AppError('tuition_bill_total_invalid');
    const issued = await settleStatus(
      tx,
      await updateBill(tx, bill.id, { status: 'issued', issuedAt: now, issuedBy: ctx.actor.id }),
      now,
    );
    const loaded = await loadBill(tx, issued);
    for (const to of await recipientsOf(tx, issued)) {
      const lang = asLang(to.lang);
      const pdf = await renderBillPdf({ lang, tenant: ctx.tenant, ...loaded });
      await queueMail(
        tx,
        renderBillMail({
          lang,
          to,
          tenant: ctx.tenant,
          ...loaded,
          url: `${ctx.origin}/tuition-bills/${issued.id}`,
          pdf,
        }),
      );
    }
    await logActivity(tx, ctx.actor.id, 'tuition_bill.issue', issued.id);
    deps.mailQueue.nudge();
    return presentBill(issued, loaded.lines, loaded.payments, loaded.people, false);
  });

/** `POST /api/tuition-bills/:id/void`: a draft, or an issued bill nothing was paid on, is void. */
export const voidBill = (deps: Pick<Deps, 'db'>, ctx: Ctx & { billId: string; now?: Date }): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await lockedBill(tx, ctx.billId);
    const { lines, payments } = await loadBill(tx, bill);
    if (
      (bill.status !== 'draft' && bill.status !== 'issued') ||
      payments.length > 0 ||
      billTotals(lines, []).paid_minor !== 0
    )
      throw new AppError('tuition_bill_state_invalid');
    const saved = await updateBill(tx, bill.id, {
      status: 'void',
      voidedAt: ctx.now ?? new Date(),
      voidedBy: ctx.actor.id,
    });
    await logActivity(tx, ctx.actor.id, 'tuition_bill.void', bill.id);
    return adminView(tx, saved);
  });

/** `POST /api/tuition-bills/:id/payments`: money taken by hand (cash, transfer) on an issued bill, with who and when. */
export const recordPayment = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { billId: string; input: TuitionPaymentInput; now?: Date },
): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = ctx.now ?? new Date();
    const bill = await lockedBill(tx, ctx.billId);
    if (bill.status !== 'issued' && bill.status !== 'partially_paid') throw new AppError('tuition_bill_state_invalid');
    const amount = amountOf(ctx.input.amount, bill.currency, 'amount');
    await insertPayment(tx, {
      billId: bill.id,
      amountMinor: amount,
      method: ctx.input.method,
      note: ctx.input.note,
      paidAt: ctx.input.paid_at ? new Date(ctx.input.paid_at) : now,
      recordedBy: ctx.actor.id,
    });
    await logActivity(tx, ctx.actor.id, 'tuition_bill.payment', `${bill.id}:${ctx.input.method}:${amount}`);
    return adminView(tx, await settleStatus(tx, bill, now));
  });

// --- readers (the student, the student's parents) -------------------------------------------------------

/** Whether the actor reads this bill: never a draft; the student, the addressed parent, a linked parent. */
const readable = async (tx: TenantTx, actor: Actor, bill: BillRow) =>
  bill.status !== 'draft' &&
  (actor.id === bill.studentId || actor.id === bill.parentId || (await isLinkedParentOf(tx, actor.id, bill.studentId)));

const payableNow = (bill: BillRow, balance: number) =>
  (bill.status === 'issued' || bill.status === 'partially_paid') && balance > 0;

/** `GET /api/my/tuition-bills`: the bills of the caller and of the children they are linked to (issued or later). */
export const findMyBills = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { query: TuitionBillListQuery },
): Promise<TuitionBillPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const children = (await findLinkedChildren(tx, ctx.actor.id)).map((c) => c.id);
    const q = ctx.query;
    const page = await selectBillPage(
      tx,
      {
        status: q.status,
        period: q.period,
        studentId: q.student_id,
        readerStudentIds: [ctx.actor.id, ...children],
        readerParentId: ctx.actor.id,
      },
      { limit: q.per_page, offset: (q.page - 1) * q.per_page },
    );
    return { items: await summaries(tx, page.rows), total: page.total };
  });

/** `GET /api/my/tuition-bills/:id`: one bill the caller reads (else 404), with whether they can pay it now. */
export const getMyBill = (deps: Pick<Deps, 'db'>, ctx: Ctx & { billId: string }): Promise<TuitionBillView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await selectBill(tx, ctx.billId);
    if (!bill || !(await readable(tx, ctx.actor, bill))) throw new AppError('not_found');
    const loaded = await loadBill(tx, bill);
    const totals = billTotals(loaded.lines, loaded.payments);
    return presentBill(bill, loaded.lines, loaded.payments, loaded.people, payableNow(bill, totals.balance_minor));
  });

/** The bill's PDF in the reader's language: admins any bill, readers those they read. */
export const billPdf = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { billId: string; lang: Lang },
): Promise<{ pdf: Buffer; fileName: string }> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await selectBill(tx, ctx.billId);
    if (!bill || !(isAdmin(ctx.actor) || (await readable(tx, ctx.actor, bill)))) throw new AppError('not_found');
    const loaded = await loadBill(tx, bill);
    const pdf = await renderBillPdf({ lang: ctx.lang, tenant: ctx.tenant, ...loaded });
    return { pdf, fileName: `tuition-${bill.period}-${bill.id.slice(0, 8)}.pdf` };
  });

/** A line's file: admins, and the bill's readers. */
export const openLineFile = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx & { billId: string; lineId: string },
) => {
  const line = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await selectBill(tx, ctx.billId);
    if (!bill || !(isAdmin(ctx.actor) || (await readable(tx, ctx.actor, bill)))) return null;
    return (await selectLine(tx, bill.id, ctx.lineId)) ?? null;
  });
  if (!line?.filePath) throw new AppError('not_found');
  const file = await openMaterialFile(materialStorage(deps.config.dataDir), line.filePath);
  if (!file) throw new AppError('not_found');
  return { ...file, mime: line.fileMime ?? 'application/octet-stream', fileName: line.fileName ?? 'file' };
};

// --- online payment (modules/payments) ------------------------------------------------------------------

/**
 * The item of a `tuition` order (`POST /api/orders`): what is still owed on a bill the caller reads and may
 * pay now, in the bill's currency. Locks the bill, so a payment being recorded finishes first.
 */
export const tuitionOrderItem = async (tx: TenantTx, options: { actor: Actor; billId: string }) => {
  const bill = await lockBill(tx, options.billId);
  if (!bill || !(await readable(tx, options.actor, bill))) throw new AppError('not_found');
  const { lines, payments } = await loadBill(tx, bill);
  const balance = billTotals(lines, payments).balance_minor;
  if (!payableNow(bill, balance)) throw new AppError('order_not_payable');
  return { priceMinor: balance, currency: bill.currency, description: `${bill.title} (${bill.period})` };
};

/**
 * A paid `tuition` order (settle.service, under the order's row lock): its price becomes an online payment
 * of the bill — once per order (unique order_id) — and the bill's status follows the balance.
 */
export const settleTuitionOrder = async (
  tx: TenantTx,
  options: { billId: string; orderId: string; userId: string; amountMinor: number; now: Date },
) => {
  const bill = await lockBill(tx, options.billId);
  if (!bill) return;
  const payment = await insertPayment(tx, {
    billId: bill.id,
    amountMinor: options.amountMinor,
    method: 'online',
    orderId: options.orderId,
    paidAt: options.now,
    recordedBy: null,
  });
  if (!payment) return;
  await logActivity(tx, options.userId, 'tuition_bill.payment', `${bill.id}:online:${options.amountMinor}`);
  await settleStatus(tx, bill, options.now);
};
