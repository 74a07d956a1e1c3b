import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, UserMergePlan, UserMergeResult } from '@prepwell/contracts';
import {
  activityLogs,
  classStudents,
  coinTransactions,
  flashcardDecks,
  parentLinks,
  userMerges,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance, moveCoins } from '../src/modules/ledger/ledger.service.ts';
import { MERGE_MAP, splitKind } from '../src/modules/user-merge/merge-map.ts';
import { selectUserForeignKeys } from '../src/modules/user-merge/user-merge.repository.ts';
import { tombstoneEmailOf } from '../src/modules/user-merge/user-merge.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, TEST_PASSWORD, type TestApp } from './helpers.ts';
import { createClassRow } from './organization-fixture.ts';

/**
 * Merging users (issue 20, acceptance 2 and 4; decision 0043): the map covers every foreign key to users
 * in the catalogue and every unique index such a column is part of; a merge moves what it lists, resolves
 * conflicts as the map says, moves coins by ledger entries (invariants hold), closes the duplicate, audits.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

describe('the merge map and the database catalogue', () => {
  it('has a rule for every foreign key to users, and none for a column that is not one', async () => {
    const tenant = await createTestTenant(app);
    const kinds = await withTenant(app.deps.db, tenant.id, (tx) => selectUserForeignKeys(tx));
    expect(kinds.length).toBeGreaterThan(60);
    const missing = kinds.filter((k) => !(k in MERGE_MAP));
    expect(missing, 'foreign keys to users with no rule in merge-map.ts').toEqual([]);
    const stale = Object.keys(MERGE_MAP).filter((k) => !kinds.includes(k));
    expect(stale, 'rules of merge-map.ts that name no foreign key to users').toEqual([]);
  });

  it('names, for every moved column, each unique index it is part of (so a conflict is never a 500)', async () => {
    const tenant = await createTestTenant(app);
    const problems: string[] = [];
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      for (const [kind, rule] of Object.entries(MERGE_MAP)) {
        if (rule.how !== 'move') continue;
        const [table, column] = splitKind(kind);
        const indexes = rowsOf<{ name: string; cols: string[]; partial: boolean }>(
          await tx.execute(sql`select i.indexrelid::regclass::text as name,
              array(select a.attname::text from unnest(i.indkey) k join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k) as cols,
              i.indpred is not null as partial
            from pg_index i where i.indisunique and i.indrelid = ${`public.${table}`}::regclass`),
        );
        for (const index of indexes) {
          if (!index.cols.includes(column)) continue;
          const others = index.cols.filter((c) => c !== column && c !== 'tenant_id').sort();
          const covered = (rule.unique ?? []).some(
            (key) => [...key.with].sort().join(',') === others.join(',') && !!key.where === index.partial,
          );
          if (!covered) problems.push(`${kind}: ${index.name} (${index.cols.join(', ')})`);
        }
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('POST /api/admin/user-merges', () => {
  const setUp = async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const source = await createTestUser(app, tenant, { firstName: 'Dupe', studentProfile: true });
    const target = await createTestUser(app, tenant, { firstName: 'Real', studentProfile: true });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const shared = await createClassRow(app, tenant, {
      name: 'Both in it',
      ownerId: teacher.id,
      studentIds: [source.id, target.id],
    });
    const onlySource = await createClassRow(app, tenant, {
      name: 'Only dupe',
      ownerId: teacher.id,
      studentIds: [source.id],
    });
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      await moveCoins(tx, { userId: source.id, type: 'deposit', amount: 70 });
      await moveCoins(tx, { userId: source.id, type: 'purchase', amount: -20 });
      await moveCoins(tx, { userId: target.id, type: 'deposit', amount: 5 });
      await tx
        .insert(parentLinks)
        .values({ parentId: parent.id, studentId: source.id, status: 'accepted', acceptedAt: new Date() });
      await tx.insert(flashcardDecks).values([
        { userId: source.id, title: 'Mistakes', slug: 'mistakes' },
        { userId: target.id, title: 'Mistakes', slug: 'mistakes' },
        { userId: source.id, title: 'Own', slug: 'own' },
      ]);
    });
    const body = { source_id: source.id, target_id: target.id };
    return { tenant, admin, source, target, parent, teacher, shared, onlySource, body };
  };

  const snapshot = (tenantId: string, userId: string) =>
    withTenant(app.deps.db, tenantId, async (tx) => ({
      classes: (
        await tx
          .select()
          .from(classStudents)
          .where(sql`${classStudents.userId} = ${userId}`)
      ).length,
      decks: (
        await tx
          .select()
          .from(flashcardDecks)
          .where(sql`${flashcardDecks.userId} = ${userId}`)
      ).length,
      links: (
        await tx
          .select()
          .from(parentLinks)
          .where(sql`${parentLinks.studentId} = ${userId}`)
      ).length,
      balance: await getBalance(tx, userId),
    }));

  it('dry run lists what moves and changes nothing; the merge does what it listed', async () => {
    const w = await setUp();
    const before = {
      source: await snapshot(w.tenant.id, w.source.id),
      target: await snapshot(w.tenant.id, w.target.id),
    };
    const plan = await call<UserMergePlan>(app, {
      method: 'POST',
      url: '/api/admin/user-merges/dry-run',
      headers: w.admin.headers,
      payload: w.body,
    });
    expect(plan.status).toBe(200);
    expect(plan.body.coins).toBe(50);
    const line = (kind: string) => plan.body.lines.find((l) => l.kind === kind);
    expect(line('class_students.user_id')).toMatchObject({ rows: 2, moved: 1, dropped: 1, kept: 0 });
    expect(line('parent_links.student_id')).toMatchObject({ rows: 1, moved: 1 });
    expect(line('flashcard_decks.user_id')).toMatchObject({ rows: 2, moved: 2, dropped: 0 });
    expect(line('coin_transactions.user_id')).toMatchObject({ rows: 2, moved: 0, kept: 2 });
    expect(line('access_tokens.user_id')).toMatchObject({ rows: 1, dropped: 1 });
    expect(line('student_profiles.user_id')).toMatchObject({ rows: 1, moved: 0, kept: 1 });
    // Nothing written by the dry run.
    expect(await snapshot(w.tenant.id, w.source.id)).toEqual(before.source);
    expect(await snapshot(w.tenant.id, w.target.id)).toEqual(before.target);
    expect((await call(app, { url: '/api/me', headers: w.source.headers })).status).toBe(200);

    const merged = await call<UserMergeResult>(app, {
      method: 'POST',
      url: '/api/admin/user-merges',
      headers: w.admin.headers,
      payload: w.body,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.lines).toEqual(plan.body.lines);
    expect(await snapshot(w.tenant.id, w.target.id)).toEqual({ classes: 2, decks: 3, links: 1, balance: 55 });
    expect(await snapshot(w.tenant.id, w.source.id)).toEqual({ classes: 0, decks: 0, links: 0, balance: 0 });
    const slugs = await withTenant(app.deps.db, w.tenant.id, (tx) =>
      tx
        .select({ slug: flashcardDecks.slug })
        .from(flashcardDecks)
        .where(sql`${flashcardDecks.userId} = ${w.target.id}`),
    );
    expect(slugs.map((s) => s.slug).sort()).toEqual(expect.arrayContaining(['mistakes', 'own']));
    expect(slugs.some((s) => s.slug.startsWith('mistakes~'))).toBe(true);

    // Closed: signed out, cannot sign in with the old address, row kept with a tombstone address.
    expect((await call(app, { url: '/api/me', headers: w.source.headers })).status).toBe(401);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'x-tenant': w.tenant.slug },
      payload: { email: w.source.email, password: TEST_PASSWORD, device_name: 'web' },
    });
    expect(login.status).toBe(422);
    const audit = await withTenant(app.deps.db, w.tenant.id, async (tx) => ({
      merges: await tx.select().from(userMerges),
      logs: await tx
        .select()
        .from(activityLogs)
        .where(sql`${activityLogs.action} = 'user.merge'`),
      email: rowsOf<{ email: string }>(await tx.execute(sql`select email from users where id = ${w.source.id}`))[0]
        ?.email,
    }));
    expect(audit.email).toBe(tombstoneEmailOf(w.source.id));
    expect(audit.merges).toHaveLength(1);
    expect(audit.merges[0]).toMatchObject({ sourceEmail: w.source.email, targetId: w.target.id, coinsMoved: 50 });
    expect(audit.logs).toHaveLength(1);

    // A closed duplicate is never merged again, in either direction.
    for (const payload of [w.body, { source_id: w.target.id, target_id: w.source.id }]) {
      const again = await call<ErrorBody>(app, {
        method: 'POST',
        url: '/api/admin/user-merges',
        headers: w.admin.headers,
        payload,
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('user_already_merged');
    }
  });

  it('keeps the ledger invariants: each balance is the sum of its entries, each transaction balances', async () => {
    const w = await setUp();
    const res = await call(app, {
      method: 'POST',
      url: '/api/admin/user-merges',
      headers: w.admin.headers,
      payload: w.body,
    });
    expect(res.status).toBe(200);
    const check = await withTenant(app.deps.db, w.tenant.id, async (tx) => ({
      balances: rowsOf<{ user_id: string; balance: number; sum: number }>(
        await tx.execute(
          sql`select b.user_id, b.balance, coalesce((select sum(e.amount) from coin_entries e where e.user_id = b.user_id), 0)::int as sum from coin_balances b`,
        ),
      ),
      unbalanced: rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from (select transaction_id from coin_entries group by transaction_id having sum(amount) <> 0) x`,
        ),
      )[0]!.n,
      moves: await tx
        .select()
        .from(coinTransactions)
        .where(sql`${coinTransactions.reference}->>'kind' = 'user_merge'`),
    }));
    for (const b of check.balances) expect(Number(b.balance)).toBe(Number(b.sum));
    expect(check.unbalanced).toBe(0);
    expect(check.moves.map((m) => m.amount).sort((a, b) => a - b)).toEqual([-50, 50]);
  });

  it('refuses the same account twice, a teacher, and a user of another tenant', async () => {
    const w = await setUp();
    const same = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/admin/user-merges/dry-run',
      headers: w.admin.headers,
      payload: { source_id: w.source.id, target_id: w.source.id },
    });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('merge_same_user');
    const teacher = await call(app, {
      method: 'POST',
      url: '/api/admin/user-merges',
      headers: w.teacher.headers,
      payload: w.body,
    });
    expect(teacher.status).toBe(403);
    const other = await createTestTenant(app);
    const stranger = await createTestUser(app, other);
    const cross = await call(app, {
      method: 'POST',
      url: '/api/admin/user-merges',
      headers: w.admin.headers,
      payload: { source_id: stranger.id, target_id: w.target.id },
    });
    expect(cross.status).toBe(404);
    const unknown = await call(app, {
      method: 'POST',
      url: '/api/admin/user-merges/dry-run',
      headers: w.admin.headers,
      payload: { source_id: randomUUID(), target_id: w.target.id },
    });
    expect(unknown.status).toBe(404);
  });
});
