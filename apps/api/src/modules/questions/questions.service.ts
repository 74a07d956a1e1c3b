import type {
  QuestionInput,
  QuestionListQuery,
  QuestionPage,
  QuestionPreview,
  QuestionStats,
  QuestionView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderRichText, sanitizeRichText } from '../../lib/rich-text.ts';
import { presentRunnerQuestion } from '../exams/attempts/attempts.presenter.ts';
import { selectLabelsOfQuestions } from './labels.repository.ts';
import { selectPassageById } from './passages.repository.ts';
import {
  assertQuestionRules,
  getQuestionView,
  insertQuestion,
  removeQuestion,
  reviseQuestion,
  viewsOf,
} from './question-bank.service.ts';
import { computeQuestionStats } from './question-stats.ts';
import { correctAnswerKey } from './key-correction.ts';
import { canEditRow, questionActorOf, type QuestionActor } from './questions.policy.ts';
import { presentQuestionSummary } from './questions.presenter.ts';
import {
  selectAuthors,
  selectCompletedAttemptItems,
  selectQuestionById,
  selectQuestionPage,
  selectUsage,
  selectVersionIds,
  type QuestionRow,
} from './questions.repository.ts';
import type { Caller } from '../auth/caller.ts';

/** Issue 13: the question bank's use-cases for the routes (one transaction each). */
export type Who = Caller;

const run = <T>(deps: Deps, who: Who, fn: (tx: TenantTx, actor: QuestionActor) => Promise<T>) =>
  withTenant(deps.db, who.tenant.id, (tx) => fn(tx, questionActorOf(who.tenant, who.actor)));

/** A visible question the actor may change: 404 when not visible, 403 when shared and read-only. */
const editableRow = async (tx: TenantTx, actor: QuestionActor, id: string): Promise<QuestionRow> => {
  const row = await selectQuestionById(tx, id);
  if (!row) throw new AppError('not_found');
  if (!canEditRow(actor, row)) throw new AppError('forbidden');
  return row;
};

export const findQuestions = (deps: Deps, who: Who & { query: QuestionListQuery }): Promise<QuestionPage> =>
  run(deps, who, async (tx, actor) => {
    const { page, per_page: perPage, ...filter } = who.query;
    const { rows, total } = await selectQuestionPage(tx, { ...filter, tenantId: actor.tenantId }, page, perPage);
    const ids = rows.map((r) => r.id);
    const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is string => !!id))];
    const [labels, usage, authors] = await Promise.all([
      selectLabelsOfQuestions(tx, ids),
      selectUsage(tx, ids),
      selectAuthors(tx, authorIds),
    ]);
    return {
      data: rows.map((r) =>
        presentQuestionSummary(r, {
          labels: labels.get(r.id) ?? [],
          usedIn: usage.get(r.id) ?? 0,
          author: authors.find((a) => a.id === r.authorId) ?? null,
          editable: canEditRow(actor, r),
        }),
      ),
      current_page: page,
      per_page: perPage,
      total,
    };
  });

export const getQuestion = (deps: Deps, who: Who & { id: string }): Promise<QuestionView> =>
  run(deps, who, (tx, actor) => getQuestionView(tx, actor, who.id));

export const createQuestion = (deps: Deps, who: Who & { input: QuestionInput }): Promise<QuestionView> => {
  assertQuestionRules(who.input);
  return run(deps, who, async (tx, actor) => {
    const row = await insertQuestion(tx, { actorId: actor.userId, shared: actor.writesShared }, who.input);
    return (await viewsOf(tx, actor, [row], true))[0]!;
  });
};

/**
 * Edits in place, or makes a new version when attempts have seen it (the answer is the current version);
 * a change of the answer key alone is a correction of this version, in place (key-correction.ts).
 */
export const updateQuestion = (deps: Deps, who: Who & { id: string; input: QuestionInput }): Promise<QuestionView> =>
  run(deps, who, async (tx, actor) => {
    // Not found and forbidden come before the form's rules: another tenant's id says nothing about the body.
    const row = await editableRow(tx, actor, who.id);
    assertQuestionRules(who.input);
    // A change of the key alone corrects this version in place, so a regrade sees it (key-correction.ts).
    const current = (await correctAnswerKey(tx, row, who.input)) ?? (await reviseQuestion(tx, row, who.input)).row;
    return (await viewsOf(tx, actor, [current], true))[0]!;
  });

export const deleteQuestion = (deps: Deps, who: Who & { id: string }): Promise<{ ok: true }> =>
  run(deps, who, async (tx, actor) => {
    await removeQuestion(tx, await editableRow(tx, actor, who.id));
    return { ok: true as const };
  });

/** A copy in the caller's tenant (or the shared catalogue for a super admin on main): new root, version 1. */
export const duplicateQuestion = (deps: Deps, who: Who & { id: string }): Promise<QuestionView> =>
  run(deps, who, async (tx, actor) => {
    const source = await getQuestionView(tx, actor, who.id);
    const labelIds = source.labels.map((l) => l.id);
    const row = await insertQuestion(
      tx,
      { actorId: actor.userId, shared: actor.writesShared },
      {
        kind: source.kind,
        section: source.section,
        subject: source.subject,
        source: source.source,
        sourceId: null,
        type: source.type,
        task: source.task,
        stem: source.stem,
        choices: source.choices,
        answerKey: source.answerKey,
        sampleAnswer: source.sampleAnswer,
        explanation: source.explanation,
        labelIds,
        difficulty: source.difficulty,
        irt: source.irt,
        passageId: source.passage?.id ?? null,
        media: source.media,
        solution: source.solution,
      },
      { status: source.status === 'draft' ? 'draft' : 'active', flags: source.flags },
    );
    return (await viewsOf(tx, actor, [row], true))[0]!;
  });

/** Statistics of every version of the question, from the tenant's completed attempts. */
export const getQuestionStats = (deps: Deps, who: Who & { id: string }): Promise<QuestionStats> =>
  run(deps, who, async (tx) => {
    const row = await selectQuestionById(tx, who.id);
    if (!row) throw new AppError('not_found');
    const versionIds = await selectVersionIds(tx, row.rootId);
    const items = await selectCompletedAttemptItems(tx, versionIds);
    return computeQuestionStats(row, versionIds, items);
  });

/** The question as a runner receives it (presentRunnerQuestion), plus the review's explanation and key. */
export const previewQuestion = (deps: Deps, who: Who & { input: QuestionInput }): Promise<QuestionPreview> =>
  run(deps, who, async (tx) => {
    const input = who.input;
    const passage = input.passageId ? await selectPassageById(tx, input.passageId) : undefined;
    if (input.passageId && !passage)
      throw new AppError('validation_failed', {
        fieldMessages: [{ path: 'passageId', key: 'question_rules.passage_unknown' }],
      });
    const runner = presentRunnerQuestion({
      id: '00000000-0000-0000-0000-000000000000',
      position: 1,
      moduleId: '00000000-0000-0000-0000-000000000000',
      sectionId: '00000000-0000-0000-0000-000000000000',
      type: input.type,
      task: input.task,
      stem: sanitizeRichText(input.stem),
      choices: input.choices.map((c) => ({ id: c.id, text: sanitizeRichText(c.text) })),
      media: input.media,
      passageId: passage?.id ?? null,
      passageKind: passage?.kind ?? null,
      passageTitle: passage?.title ?? null,
      passageBody: passage?.body ?? null,
      passageAudioUrl: passage?.audioUrl ?? null,
    });
    return {
      kind: input.kind,
      type: input.type,
      task: input.task,
      stemHtml: runner.stemHtml,
      passageHtml: runner.passage?.bodyHtml ?? null,
      choices: runner.choices.map((c) => ({ id: c.id, html: c.html })),
      explanationHtml: renderRichText(sanitizeRichText(input.explanation)),
      sampleAnswerHtml: renderRichText(sanitizeRichText(input.sampleAnswer)),
      answerKey: input.answerKey,
      media: input.media,
    };
  });
