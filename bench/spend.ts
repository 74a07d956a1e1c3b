// Issue 4, acceptance 5: T-Coin spend throughput and p50/p99 latency on the PostgreSQL server, through the
// HTTP API with real tokens: POST /api/admin/user/:id/deduct-point {point: 1}, each request with its own
// Idempotency-Key (so every request is a real spend: key claimed, balance row locked and checked,
// transaction + two entries written, the balance moved by trigger, the result stored on the key, and the
// deferred double-entry check at commit). Two cases: spends spread over many students (throughput), and
// every spend on one student (one balance row, so the row lock serialises them). Figures only: nothing is
// asserted; after each case the ledger is compared with the replies and the result printed.
import { sql } from 'drizzle-orm';
import type { Deps } from '../apps/api/src/deps.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { getBalance, moveCoins } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { addRole, insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { runWithPlan } from './child.ts';
import { logRow, ms, rowOf, type Row } from './report.ts';
import type { SpendLoadPlan, SpendLoadResult } from './spend-load.ts';
import { createBenchTenant } from './bench-app.ts';

export interface SpendBenchOptions {
  app: { deps: Deps };
  url: string;
  label: string;
  connections: number;
  duration: number;
  warmup: number;
  /** Students the spread case spends from (round-robin). */
  students: number;
}

export interface SpendCase {
  row: Row;
  byStatus: Record<string, number>;
  /**
   * Coins the ledger moved out of the students during the case, the deduction transactions it wrote, and
   * the successful replies the load generator counted. autocannon stops at the end of the warm-up and of
   * the run without counting the replies still in flight (at most one per connection each time), so the
   * replies may fall short of the transactions by up to 2 × connections; the coins must equal the
   * transactions exactly (one coin each).
   */
  ledger: { coinsSpent: number; transactions: number; spendsReplied: number; ok: boolean };
  cpuMs: number;
}

const START_BALANCE = 100_000_000;

const setup = async (deps: Deps, students: number) => {
  const stamp = Date.now().toString(36);
  const tenant = await createBenchTenant(deps, {
    slug: `bench-coins-${stamp}`,
    name: `Bench coins ${stamp}`,
    tabName: 'Bench coins',
  });
  return withTenant(deps.db, tenant.id, async (tx) => {
    const admin = await insertUser(tx, {
      email: `coins-admin-${stamp}@example.test`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Admin',
      emailVerifiedAt: new Date(),
    });
    await addRole(tx, admin.id, 'organization_admin');
    const token = await issueAccessToken(tx, admin.id, 'bench-coins');
    const ids: string[] = [];
    for (let i = 0; i < students; i++) {
      const user = await insertUser(tx, {
        email: `coins-${stamp}-${i}@example.test`,
        passwordHash: 'x',
        firstName: 'Student',
        lastName: String(i),
        emailVerifiedAt: new Date(),
      });
      await moveCoins(tx, { userId: user.id, type: 'deposit', amount: START_BALANCE, notes: 'bench' });
      ids.push(user.id);
    }
    return { tenant, headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` }, ids };
  });
};

const spentFrom = async (deps: Deps, tenantId: string, ids: string[]) =>
  withTenant(deps.db, tenantId, async (tx) => {
    let spent = 0;
    for (const id of ids) spent += START_BALANCE - (await getBalance(tx, id));
    const r = await tx.execute(sql`select count(*)::int as n from coin_transactions where type = 'admin_deduction'`);
    const [row] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
    return { spent, transactions: Number(row?.n ?? 0) };
  });

const runSpendCase = async (
  o: SpendBenchOptions,
  world: Awaited<ReturnType<typeof setup>>,
  ids: string[],
  endpoint: string,
  note: string,
): Promise<SpendCase> => {
  const before = await spentFrom(o.app.deps, world.tenant.id, ids);
  const run = await runWithPlan<SpendLoadResult>('spend-load.ts', {
    url: o.url,
    connections: o.connections,
    duration: o.duration,
    warmup: o.warmup,
    headers: world.headers,
    studentIds: ids,
    point: 1,
  } satisfies SpendLoadPlan);
  const after = await spentFrom(o.app.deps, world.tenant.id, ids);
  const coinsSpent = after.spent - before.spent;
  const transactions = after.transactions - before.transactions;
  const spendsReplied = run.byStatus['200'] ?? 0;
  const row = rowOf(o.label, endpoint, note, run.result);
  logRow(row);
  const ok =
    coinsSpent === transactions && spendsReplied <= transactions && transactions - spendsReplied <= 2 * o.connections;
  return { row, byStatus: run.byStatus, ledger: { coinsSpent, transactions, spendsReplied, ok }, cpuMs: run.cpuMs };
};

export const benchSpend = async (o: SpendBenchOptions): Promise<{ rows: Row[]; spread: SpendCase; hot: SpendCase }> => {
  console.log(`  coin spends: setting up ${o.students} students with ${START_BALANCE} T-Coins each …`);
  const world = await setup(o.app.deps, o.students);
  console.log(
    `  POST …/deduct-point over ${o.students} students for ${o.duration} s (+${o.warmup} s warm-up) with ${o.connections} connections …`,
  );
  const spread = await runSpendCase(
    o,
    world,
    world.ids,
    'spend POST …/deduct-point',
    `${o.students} students, own key each, the whole stack`,
  );
  console.log(`  POST …/deduct-point on ONE student for ${o.duration} s with ${o.connections} connections …`);
  const hot = await runSpendCase(
    o,
    world,
    world.ids.slice(0, 1),
    'spend, one balance row',
    'every spend locks the same balance row',
  );
  // The database's own view: every transaction of the bench tenant balanced (the commit trigger guarantees it).
  const [unbalanced] = await withTenant(o.app.deps.db, world.tenant.id, async (tx) => {
    const r = await tx.execute(
      sql`select count(*)::int as n from (select transaction_id from coin_entries group by transaction_id having sum(amount) <> 0) x`,
    );
    return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  });
  console.log(`  ledger: unbalanced transactions ${unbalanced?.n ?? '?'}`);
  return { rows: [spread.row, hot.row], spread, hot };
};

export const printSpendSummary = (r: { spread: SpendCase; hot: SpendCase }) => {
  console.log(
    '\nT-Coin spends (issue 4, acceptance 5; through the HTTP API, POST /api/admin/user/:id/deduct-point with real tokens):',
  );
  for (const [name, c] of [
    ['spread over students', r.spread],
    ['one balance row', r.hot],
  ] as const) {
    const statuses = Object.entries(c.byStatus)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ');
    console.log(
      `  ${name}: ${c.row.requestsPerSecond.toFixed(0)} spends/s, p50 ${ms(c.row.p50)} ms, p99 ${ms(c.row.p99)} ms; replies ${statuses}; ` +
        `ledger: ${c.ledger.coinsSpent} coins in ${c.ledger.transactions} deductions, ${c.ledger.spendsReplied} successful replies counted ` +
        `(${c.ledger.ok ? 'consistent' : 'INCONSISTENT'}; replies in flight when the load stops are not counted)`,
    );
  }
};
