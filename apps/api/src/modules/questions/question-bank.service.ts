import type {
  DraftFlag,
  PassageInput,
  QuestionInput,
  QuestionStatus,
  QuestionView,
  ServerMessageKey,
} from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { passageTextHash, sanitizeRichText } from '../../lib/rich-text.ts';
import {
  insertLabel,
  insertQuestionLabelRows,
  replaceQuestionLabels,
  selectLabelsByIds,
  selectLabelsOfQuestions,
  selectVisibleLabelByName,
} from './labels.repository.ts';
import {
  insertPassageRow,
  selectPassageByHash,
  selectPassageById,
  selectPassagesByIds,
  type PassageRow,
} from './passages.repository.ts';
import { checkQuestionRules } from './question-rules.ts';
import { canEditRow, type QuestionActor } from './questions.policy.ts';
import { presentQuestionView } from './questions.presenter.ts';
import {
  deleteQuestionRow,
  insertQuestionRow,
  repointUnattemptedModules,
  selectAuthors,
  selectCurrentTenantId,
  selectLatestVersion,
  insertQuestionRows,
  selectLiveBySourceIds,
  selectQuestionById,
  selectQuestionSeen,
  selectQuestionsByIds,
  selectStems,
  selectUsage,
  updateQuestionRow,
  type QuestionInsert,
  type QuestionRow,
} from './questions.repository.ts';
import { selectQuestionsOfLabel } from './questions.repository.ts';

/**
 * The question bank's writes and reads on the CALLER's transaction (decision 0024), for the routes'
 * services here and for other modules (question-io's import and export, question-drafts): each function
 * joins the TenantTx it is given, so an import is all-or-nothing in one transaction.
 */
export type { QuestionActor } from './questions.policy.ts';

export interface BankContext {
  actorId: string | null;
  /** Write to the shared catalogue (a super admin acting on main): rows are public. */
  shared: boolean;
}

export interface BatchItem {
  input: QuestionInput;
  labelNames: string[];
  passage: PassageInput | null;
  status?: 'draft' | 'active';
  flags?: DraftFlag[];
}

/** Rule problems as a 422 with localized field messages. */
export const assertQuestionRules = (input: QuestionInput) => {
  const problems = checkQuestionRules(input);
  if (problems.length)
    throw new AppError('validation_failed', {
      fieldMessages: problems.map((p) => ({ path: p.field, key: `question_rules.${p.code}` as ServerMessageKey })),
    });
};

const invalid = (path: string, key: ServerMessageKey) =>
  new AppError('validation_failed', { fieldMessages: [{ path, key }] });

/** The columns of a question from its input (rich text sanitized). */
export const columnsOf = (
  input: QuestionInput,
): Omit<QuestionInsert, 'isPublic' | 'status' | 'version' | 'authorId'> => ({
  kind: input.kind,
  section: input.section,
  subject: input.subject,
  source: input.source,
  sourceId: input.sourceId || null,
  type: input.type,
  task: input.task,
  stem: sanitizeRichText(input.stem),
  choices: input.choices.map((c) => ({ id: c.id.trim(), text: sanitizeRichText(c.text) })),
  answerKey: input.answerKey,
  sampleAnswer: sanitizeRichText(input.sampleAnswer),
  explanation: sanitizeRichText(input.explanation),
  difficulty: input.difficulty,
  irtA: input.irt?.a ?? null,
  irtB: input.irt?.b ?? null,
  irtC: input.irt?.c ?? null,
  passageId: input.passageId,
  media: input.media,
  solution: input.solution,
});

/**
 * Whether attempts have seen the question, so an edit makes a new version and a delete retires it. A
 * shared (public) question may have been seen by any tenant's attempts, which this tenant's transaction
 * cannot count (RLS): once active it is always treated as seen.
 */
export const isQuestionSeen = async (tx: TenantTx, row: QuestionRow): Promise<boolean> =>
  (row.isPublic && row.status !== 'draft') || selectQuestionSeen(tx, row.id);

/** Labels and passage of an input exist and are visible (own or shared). */
const checkReferences = async (tx: TenantTx, input: QuestionInput) => {
  const ids = [...new Set(input.labelIds)];
  const found = await selectLabelsByIds(tx, ids);
  ids.forEach((id, i) => {
    if (!found.some((l) => l.id === id)) throw invalid(`labelIds.${i}`, 'question_rules.label_unknown');
  });
  if (input.passageId && !(await selectPassageById(tx, input.passageId)))
    throw invalid('passageId', 'question_rules.passage_unknown');
};

/** Creates a question (version 1) with its labels. */
export const insertQuestion = async (
  tx: TenantTx,
  ctx: BankContext,
  input: QuestionInput,
  opts: { status?: QuestionStatus; flags?: DraftFlag[] } = {},
): Promise<QuestionRow> => {
  await checkReferences(tx, input);
  const row = await insertQuestionRow(tx, {
    ...columnsOf(input),
    isPublic: ctx.shared,
    status: opts.status ?? 'active',
    flags: opts.flags ?? [],
    authorId: ctx.actorId,
  });
  await replaceQuestionLabels(tx, row.id, input.labelIds, ctx.shared);
  return row;
};

/**
 * Changes a question. Seen by an attempt: a new version (same root, version+1) replaces it, the old one is
 * retired, and modules of tests nobody has attempted move to the new one; attempts keep what they saw.
 * Unseen: changed in place. Returns the row now current.
 */
export const reviseQuestion = async (
  tx: TenantTx,
  row: QuestionRow,
  input: QuestionInput,
  opts: { status?: QuestionStatus; flags?: DraftFlag[] } = {},
): Promise<{ row: QuestionRow; newVersion: boolean }> => {
  if (row.status === 'retired') throw new AppError('conflict');
  await checkReferences(tx, input);
  const columns = columnsOf(input);
  const status = opts.status ?? row.status;
  const flags = opts.flags ?? row.flags;
  if (!(await isQuestionSeen(tx, row))) {
    const updated = (await updateQuestionRow(tx, row.id, { ...columns, status, flags }))!;
    await replaceQuestionLabels(tx, row.id, input.labelIds, row.isPublic);
    return { row: updated, newVersion: false };
  }
  await updateQuestionRow(tx, row.id, { status: 'retired' });
  const version = (await selectLatestVersion(tx, row.rootId)) + 1;
  const next = await insertQuestionRow(tx, {
    ...columns,
    rootId: row.rootId,
    version,
    isPublic: row.isPublic,
    status,
    flags,
    authorId: row.authorId,
    domain: row.domain,
    skill: row.skill,
    pretest: row.pretest,
  });
  await replaceQuestionLabels(tx, next.id, input.labelIds, row.isPublic);
  await repointUnattemptedModules(tx, row.id, next.id);
  return { row: next, newVersion: true };
};

/** Deletes an unseen, unused question; retires one that attempts have seen or a test uses. */
export const removeQuestion = async (tx: TenantTx, row: QuestionRow): Promise<'deleted' | 'retired'> => {
  const used = ((await selectUsage(tx, [row.id])).get(row.id) ?? 0) > 0;
  if (used || (await isQuestionSeen(tx, row))) {
    if (row.status !== 'retired') await updateQuestionRow(tx, row.id, { status: 'retired' });
    return 'retired';
  }
  await deleteQuestionRow(tx, row.id);
  return 'deleted';
};

/** Full views of rows (labels, passage title, author, usage; `seen` when asked). */
export const viewsOf = async (
  tx: TenantTx,
  actor: QuestionActor,
  rows: QuestionRow[],
  withSeen = false,
): Promise<QuestionView[]> => {
  const ids = rows.map((r) => r.id);
  const passageIds = [...new Set(rows.map((r) => r.passageId).filter((id): id is string => !!id))];
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is string => !!id))];
  const [labels, usage, authors, passages] = await Promise.all([
    selectLabelsOfQuestions(tx, ids),
    selectUsage(tx, ids),
    selectAuthors(tx, authorIds),
    selectPassagesByIds(tx, passageIds),
  ]);
  const views: QuestionView[] = [];
  for (const row of rows)
    views.push(
      presentQuestionView(row, {
        labels: labels.get(row.id) ?? [],
        usedIn: usage.get(row.id) ?? 0,
        author: authors.find((a) => a.id === row.authorId) ?? null,
        passage: passages.find((p) => p?.id === row.passageId) ?? null,
        editable: canEditRow(actor, row),
        seen: withSeen ? await isQuestionSeen(tx, row) : false,
      }),
    );
  return views;
};

// ——— For other modules ———

/** One question as its authors see it, or 404. */
/**
 * A visible passage's words (the tenant's own or main's shared one) for another module, on the caller's
 * transaction: the question drafts send them to the provider as material. A passage the caller cannot see
 * is the same 422 on `passageId` as a question naming one.
 */
export const getPassageText = async (tx: TenantTx, id: string) => {
  const row = await selectPassageById(tx, id);
  if (!row) throw invalid('passageId', 'question_rules.passage_unknown');
  return { id: row.id, title: row.title, body: row.body, transcript: row.transcript };
};

export const getQuestionView = async (tx: TenantTx, actor: QuestionActor, id: string): Promise<QuestionView> => {
  const row = await selectQuestionById(tx, id);
  if (!row) throw new AppError('not_found');
  return (await viewsOf(tx, actor, [row], true))[0]!;
};

/** Sets a question's status (and flags): drafts approved or rejected. Only the tenant's own rows (RLS). */
export const setQuestionStatus = async (
  tx: TenantTx,
  id: string,
  status: QuestionStatus,
  flags?: DraftFlag[],
): Promise<QuestionRow | undefined> => updateQuestionRow(tx, id, { status, ...(flags ? { flags } : {}) });

/** Stems of live questions (own and shared) of a kind and section, newest first: near-duplicate checks. */
export const listStemsForDuplicateCheck = (
  tx: TenantTx,
  sel: { kind: QuestionInput['kind']; section: QuestionInput['section']; limit: number },
): Promise<{ id: string; stem: string }[]> => selectStems(tx, sel.kind, sel.section, sel.limit);

export interface ExportQuestion {
  id: string;
  rootId: string;
  version: number;
  kind: QuestionInput['kind'];
  section: QuestionInput['section'];
  subject: string;
  source: string;
  sourceId: string | null;
  type: QuestionInput['type'];
  task: QuestionInput['task'];
  stem: string;
  choices: QuestionInput['choices'];
  answerKey: QuestionInput['answerKey'];
  sampleAnswer: string;
  explanation: string;
  difficulty: QuestionInput['difficulty'];
  irt: QuestionInput['irt'];
  media: QuestionInput['media'];
  solution: string | null;
  status: QuestionStatus;
  labels: string[];
  passage: Pick<PassageRow, 'id' | 'kind' | 'title' | 'body' | 'audioUrl' | 'transcript'> | null;
}

/** Questions with label names and passages for an export: the given ids, or a label's live questions. */
export const loadQuestionsForExport = async (
  tx: TenantTx,
  sel: { questionIds: string[] } | { labelId: string },
): Promise<ExportQuestion[]> => {
  const rows =
    'questionIds' in sel
      ? await selectQuestionsByIds(tx, sel.questionIds)
      : await selectQuestionsOfLabel(tx, sel.labelId);
  const order = 'questionIds' in sel ? sel.questionIds : rows.map((r) => r.id);
  const labels = await selectLabelsOfQuestions(
    tx,
    rows.map((r) => r.id),
  );
  const passageIds = [...new Set(rows.map((r) => r.passageId).filter((id): id is string => !!id))];
  const passages = await selectPassagesByIds(tx, passageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return order.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const p = passages.find((x) => x?.id === r.passageId);
    return [
      {
        id: r.id,
        rootId: r.rootId,
        version: r.version,
        kind: r.kind,
        section: r.section,
        subject: r.subject,
        source: r.source,
        sourceId: r.sourceId,
        type: r.type,
        task: r.task as QuestionInput['task'],
        stem: r.stem,
        choices: r.choices,
        answerKey: r.answerKey,
        sampleAnswer: r.sampleAnswer,
        explanation: r.explanation,
        difficulty: r.difficulty,
        irt: r.irtA !== null && r.irtB !== null && r.irtC !== null ? { a: r.irtA, b: r.irtB, c: r.irtC } : null,
        media: r.media,
        solution: r.solution,
        status: r.status,
        labels: (labels.get(r.id) ?? []).map((l) => l.name),
        passage: p
          ? { id: p.id, kind: p.kind, title: p.title, body: p.body, audioUrl: p.audioUrl, transcript: p.transcript }
          : null,
      },
    ];
  });
};

/** A visible label of that name, or a new one of the caller's tenant. */
export const findOrCreateLabel = async (tx: TenantTx, ctx: BankContext, tenantId: string, name: string) => {
  const found = await selectVisibleLabelByName(tx, tenantId, name.trim());
  return found ?? (await insertLabel(tx, { name: name.trim(), isPublic: ctx.shared }));
};

/** A visible passage with the same text, or a new one. */
export const findOrCreatePassage = async (tx: TenantTx, ctx: BankContext, tenantId: string, input: PassageInput) => {
  const body = sanitizeRichText(input.body);
  const textHash = passageTextHash(body);
  const found = await selectPassageByHash(tx, tenantId, textHash);
  return (
    found ??
    (await insertPassageRow(tx, {
      kind: input.kind,
      title: input.title,
      body,
      audioUrl: input.audioUrl,
      transcript: input.transcript === null ? null : sanitizeRichText(input.transcript),
      textHash,
      isPublic: ctx.shared,
    }))
  );
};

/**
 * Saves many questions in the caller's transaction (an import): labels found or created by name, passages
 * found by text or created (each once per batch), and an item whose sourceId names a live question of the
 * tenant updates it (a new version when attempts saw it). Every item must pass the question rules (a 422
 * otherwise). New questions are written together (one insert of the rows, one of their label links), so a
 * batch costs a few statements, not several per question.
 */
export const saveQuestionBatch = async (
  tx: TenantTx,
  ctx: BankContext,
  items: BatchItem[],
): Promise<{ created: number; updated: number; ids: string[] }> => {
  const tenantId = await selectCurrentTenantId(tx);
  const labelIds = new Map<string, string>();
  const passageIds = new Map<string, string>();
  const prepared: { input: QuestionInput; status?: QuestionStatus; flags?: DraftFlag[] }[] = [];
  for (const item of items) {
    const names: string[] = [];
    for (const name of item.labelNames.map((n) => n.trim()).filter(Boolean)) {
      const key = name.toLowerCase();
      if (!labelIds.has(key)) labelIds.set(key, (await findOrCreateLabel(tx, ctx, tenantId, name)).id);
      names.push(labelIds.get(key)!);
    }
    let passageId = item.input.passageId;
    if (item.passage) {
      const key = passageTextHash(sanitizeRichText(item.passage.body));
      if (!passageIds.has(key)) passageIds.set(key, (await findOrCreatePassage(tx, ctx, tenantId, item.passage)).id);
      passageId = passageIds.get(key)!;
    }
    const input: QuestionInput = {
      ...item.input,
      passageId,
      labelIds: [...new Set([...item.input.labelIds, ...names])],
    };
    assertQuestionRules(input);
    prepared.push({
      input,
      ...(item.status ? { status: item.status } : {}),
      ...(item.flags ? { flags: item.flags } : {}),
    });
  }

  const sourceIds = prepared.map((p) => p.input.sourceId).filter((id): id is string => !!id);
  const repeated = sourceIds.findIndex((id, i) => sourceIds.indexOf(id) !== i);
  if (repeated >= 0) throw invalid('sourceId', 'question_rules.source_id_repeated');
  const existing = new Map(
    (await selectLiveBySourceIds(tx, tenantId, sourceIds)).map((row) => [row.sourceId!, row] as const),
  );

  // References of the new questions, checked once for the batch (updates check theirs in reviseQuestion).
  const fresh = prepared.filter((p) => !(p.input.sourceId && existing.has(p.input.sourceId)));
  const wantedLabels = [...new Set(fresh.flatMap((p) => p.input.labelIds))];
  const visibleLabels = new Set((await selectLabelsByIds(tx, wantedLabels)).map((l) => l.id));
  const wantedPassages = [...new Set(fresh.map((p) => p.input.passageId).filter((id): id is string => !!id))];
  const visiblePassages = new Set((await selectPassagesByIds(tx, wantedPassages)).map((p) => p.id));
  for (const { input } of fresh) {
    input.labelIds.forEach((id, i) => {
      if (!visibleLabels.has(id)) throw invalid(`labelIds.${i}`, 'question_rules.label_unknown');
    });
    if (input.passageId && !visiblePassages.has(input.passageId))
      throw invalid('passageId', 'question_rules.passage_unknown');
  }
  const inserted = await insertQuestionRows(
    tx,
    fresh.map((p) => ({
      ...columnsOf(p.input),
      isPublic: ctx.shared,
      status: p.status ?? 'active',
      flags: p.flags ?? [],
      authorId: ctx.actorId,
    })),
  );
  await insertQuestionLabelRows(
    tx,
    inserted.flatMap((row, i) =>
      fresh[i]!.input.labelIds.map((labelId) => ({ questionId: row.id, labelId, isPublic: ctx.shared })),
    ),
  );
  const newIds = new Map(fresh.map((p, i) => [p, inserted[i]!.id] as const));

  let updated = 0;
  const ids: string[] = [];
  for (const p of prepared) {
    const created = newIds.get(p);
    if (created) {
      ids.push(created);
      continue;
    }
    const row = existing.get(p.input.sourceId!)!;
    if (!canEditRow({ tenantId, userId: ctx.actorId, writesShared: ctx.shared }, row)) throw new AppError('forbidden');
    const revised = await reviseQuestion(tx, row, p.input, {
      ...(p.status ? { status: p.status } : {}),
      ...(p.flags ? { flags: p.flags } : {}),
    });
    updated++;
    ids.push(revised.row.id);
  }
  return { created: inserted.length, updated, ids };
};
