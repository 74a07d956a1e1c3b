import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { labels, questionLabels, questions } from '../../db/schema/index.ts';

/** Labels (skills) and their links to questions, on a TenantTx (own rows and main's public ones). */
export type LabelRow = typeof labels.$inferSelect;

/** Visible labels with the number of live questions tagged with each. */
export const selectLabelsWithCounts = (tx: TenantTx) =>
  tx
    .select({
      id: labels.id,
      name: labels.name,
      tenantId: labels.tenantId,
      isPublic: labels.isPublic,
      questionCount: sql<number>`(select count(*)::int from ${questionLabels} ql join ${questions} q on q.id = ql.question_id
        where ql.label_id = "labels"."id" and q.status <> 'retired')`, // named in full: drizzle leaves a single-table select's columns unqualified
    })
    .from(labels)
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));

export const selectLabelById = async (tx: TenantTx, id: string): Promise<LabelRow | undefined> =>
  (await tx.select().from(labels).where(eq(labels.id, id)).limit(1))[0];

export const selectLabelsByIds = (tx: TenantTx, ids: string[]): Promise<LabelRow[]> =>
  ids.length ? tx.select().from(labels).where(inArray(labels.id, ids)) : Promise.resolve([]);

/** The tenant's own label of that name (case-insensitive), if any. */
export const selectOwnLabelByName = async (tx: TenantTx, tenantId: string, name: string, exceptId?: string) =>
  (
    await tx
      .select()
      .from(labels)
      .where(
        and(
          eq(labels.tenantId, tenantId),
          sql`lower(${labels.name}) = lower(${name})`,
          exceptId ? ne(labels.id, exceptId) : undefined,
        ),
      )
      .limit(1)
  )[0];

/** A visible label of that name: the tenant's own first, else the shared catalogue's. */
export const selectVisibleLabelByName = async (tx: TenantTx, tenantId: string, name: string) =>
  (
    await tx
      .select()
      .from(labels)
      .where(sql`lower(${labels.name}) = lower(${name})`)
      .orderBy(sql`(${labels.tenantId} = ${tenantId}) desc`)
      .limit(1)
  )[0];

export const insertLabel = async (tx: TenantTx, values: { name: string; isPublic: boolean }) =>
  (await tx.insert(labels).values(values).returning())[0]!;

export const renameLabel = async (tx: TenantTx, id: string, name: string) =>
  (await tx.update(labels).set({ name }).where(eq(labels.id, id)).returning())[0];

export const deleteLabelRow = (tx: TenantTx, id: string) => tx.delete(labels).where(eq(labels.id, id));

/**
 * Every tenant's links to a label but `keptTenantId`'s (a merge moves those): main's shared label may be on
 * any tenant's questions, which no foreign key reaches (decision 0050), so a deletion or merge removes them here.
 */
export const unsafeDeleteLabelLinks = (tx: CrossTenantTx, labelId: string, keptTenantId: string | null) =>
  tx
    .delete(questionLabels)
    .where(
      and(eq(questionLabels.labelId, labelId), keptTenantId ? ne(questionLabels.tenantId, keptTenantId) : undefined),
    );

export const countLabelQuestions = async (tx: TenantTx, id: string): Promise<number> =>
  Number(
    (
      await tx
        .select({ n: count() })
        .from(questionLabels)
        .innerJoin(questions, eq(questions.id, questionLabels.questionId))
        .where(and(eq(questionLabels.labelId, id), ne(questions.status, 'retired')))
    )[0]?.n ?? 0,
  );

/** Merge: the tenant's links to `fromId` move to `toId` (a question already on both keeps one). */
export const moveLabelLinks = async (tx: TenantTx, fromId: string, toId: string) => {
  await tx.execute(sql`insert into ${questionLabels} (question_id, label_id, is_public)
    select question_id, ${toId}::uuid, is_public from ${questionLabels} where label_id = ${fromId}::uuid
    on conflict do nothing`);
  await tx.delete(questionLabels).where(eq(questionLabels.labelId, fromId));
};

/** Labels of the given questions, by question. */
export const selectLabelsOfQuestions = async (
  tx: TenantTx,
  questionIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> => {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!questionIds.length) return out;
  const rows = await tx
    .select({ questionId: questionLabels.questionId, id: labels.id, name: labels.name })
    .from(questionLabels)
    .innerJoin(labels, eq(labels.id, questionLabels.labelId))
    .where(inArray(questionLabels.questionId, questionIds))
    .orderBy(asc(sql`lower(${labels.name})`));
  for (const r of rows) out.set(r.questionId, [...(out.get(r.questionId) ?? []), { id: r.id, name: r.name }]);
  return out;
};

export const replaceQuestionLabels = async (
  tx: TenantTx,
  questionId: string,
  labelIds: string[],
  isPublic: boolean,
) => {
  await tx.delete(questionLabels).where(eq(questionLabels.questionId, questionId));
  if (labelIds.length)
    await tx
      .insert(questionLabels)
      .values([...new Set(labelIds)].map((labelId) => ({ questionId, labelId, isPublic })))
      .onConflictDoNothing();
};

/** The label links of many new questions in one statement per 2,000. */
export const insertQuestionLabelRows = async (
  tx: TenantTx,
  rows: { questionId: string; labelId: string; isPublic: boolean }[],
) => {
  for (let i = 0; i < rows.length; i += 2000)
    await tx
      .insert(questionLabels)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
};
