// `npm run drill` (issue 21): the scale-out drill on one machine. A PostgreSQL 15 primary with a streaming
// replica, PgBouncer, three API processes behind nginx and Redis for the shared limits (bench/drill-cluster.ts).
// During an autosave load through nginx one API process is killed with kill -9 and restarted; then:
//   - every acknowledged save is read back from the primary (0 lost),
//   - the login throttle and the request limit count across the processes (Redis),
//   - the mail sender delivers each queued message once and the timeout sweeper ends each expired module
//     once, with three processes running both,
//   - the analytics reads are served by the replica,
// and it prints the throughput with one and with three processes. Exit code 1 when a check fails.
//
//   DRILL_DURATION   seconds of autosave load around the kill (default 24)
//   DRILL_WORKERS    concurrent savers (default 48), each from an address of its own (a new one every 100 saves)
//   REDIS_URL        the shared Redis (default redis://127.0.0.1:6379)
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { MAIN_TENANT } from '@prepwell/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { resolveTenant } from '../apps/api/src/modules/tenants/tenants.service.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { addRole, insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { createAutosaveTargets } from './autosave-setup.ts';
import { percentile, saveBody, saveSequence, type AutosaveTarget } from './autosave-plan.ts';
import { freePort } from './built-server.ts';
import { ensurePackages, startCluster, type Cluster } from './drill-cluster.ts';
import { createBenchTenant } from './bench-app.ts';

const DURATION = Number(process.env.DRILL_DURATION ?? 24);
const WORKERS = Number(process.env.DRILL_WORKERS ?? 48);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The request limit per address and minute (the default): the savers change address every 100 saves. */
const RATE_LIMIT = 600;
const MAILS = 40;
const EXPIRED = 20;
const PASSWORD = 'Drill-password-1';

const log = (line: string) => console.log(`drill: ${line}`);
const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
};

/** Fresh client addresses, so the request limit never throttles the load itself. */
let addressCounter = 1;
const nextAddress = () => {
  const i = addressCounter++;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
};

interface Ack {
  seq: number;
  answer: unknown;
}

interface LoadResult {
  acked: number;
  failed: number;
  retried: number;
  latencies: number[];
  perSecond: number[];
}

/**
 * WORKERS savers, each with its own students (targets), saving one after another as a runner does: a
 * failed save is sent again (up to five times), a save counts as acknowledged only on a 2xx. Every
 * acknowledged save of a question is remembered with its seq, to be read back after the drill.
 */
const autosaveLoad = async (
  baseUrl: string,
  targets: AutosaveTarget[],
  seconds: number,
  seqBase: number,
  acks: Map<string, Ack>,
  during?: (elapsed: number) => void,
): Promise<LoadResult> => {
  const result: LoadResult = { acked: 0, failed: 0, retried: 0, latencies: [], perSecond: [] };
  const started = Date.now();
  const until = started + seconds * 1000;
  const workers = Math.min(WORKERS, targets.length);
  const tick = setInterval(() => during?.((Date.now() - started) / 1000), 200);
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const mine = targets.filter((_, i) => i % workers === w);
      const next = saveSequence(mine, seqBase);
      let address = nextAddress();
      for (let n = 1; Date.now() < until; n++) {
        if (n % 100 === 0) address = nextAddress();
        const save = next();
        const key = `${save.target.userExamId}/${save.questionId}`;
        for (let attempt = 1; ; attempt++) {
          const sent = Date.now();
          const ok = await fetch(`${baseUrl}/api/user-exams/${save.target.userExamId}/answers/${save.questionId}`, {
            method: 'PUT',
            headers: { ...save.target.headers, 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify(saveBody(save)),
            signal: AbortSignal.timeout(15_000),
          })
            .then(async (res) => {
              await res.arrayBuffer();
              return res.ok;
            })
            .catch(() => false);
          if (ok) {
            const now = Date.now();
            result.latencies.push(now - sent);
            const second = Math.floor((now - started) / 1000);
            result.perSecond[second] = (result.perSecond[second] ?? 0) + 1;
            result.acked++;
            acks.set(key, { seq: save.seq, answer: save.answer });
            break;
          }
          if (attempt === 5) {
            result.failed++;
            break;
          }
          result.retried++;
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      }
    }),
  );
  clearInterval(tick);
  result.latencies.sort((a, b) => a - b);
  return result;
};

const rate = (r: LoadResult, seconds: number) => Math.round(r.acked / seconds);
const p99 = (r: LoadResult) => percentile(r.latencies, 99);

const main = async () => {
  ensurePackages();
  const smtpPort = await freePort();
  const delivered = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      delivered.set(address.address, (delivered.get(address.address) ?? 0) + 1);
      done();
    },
    onData(stream, _session, done) {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');
  await once(smtp.server, 'listening');

  const prefix = `drill-${process.pid}-${Date.now().toString(36)}`;
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({
      apiCount: 3,
      log,
      apiEnv: {
        // development: the timeout sweeper runs (tests switch it off), the mail goes to the drill's SMTP sink.
        NODE_ENV: 'development',
        DATA_DIR: `/tmp/${prefix}-data`,
        DEMO_DATA: 'false',
        CAPTCHA: 'off',
        LOG_LEVEL: 'error',
        REDIS_URL,
        REDIS_PREFIX: prefix,
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SANDBOX_WEBHOOK_SECRET: 'drill-sandbox-secret-0123456789',
        DATABASE_POOL_SIZE: '10',
      },
    });
    const c = cluster;
    const admin = postgres(c.adminUrl, { max: 2, onnotice: () => {} });

    // Students, attempts and accounts, made through the services on the primary (the owner's URL).
    log('students and attempts');
    const setup = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: c.ownerUrl,
        DATA_DIR: `/tmp/${prefix}-data`,
        DEMO_DATA: 'false',
        CAPTCHA: 'off',
        LOG_LEVEL: 'silent',
        DATABASE_POOL_SIZE: '4',
      }),
      { logger: false },
    );
    const targets = await createAutosaveTargets(setup.deps, c.nginxUrl, WORKERS * 2 + EXPIRED);
    const expiring = targets.splice(0, EXPIRED);
    const passwordHash = await hashPassword(PASSWORD);
    const school = await createBenchTenant(setup.deps, {
      slug: `drill-${Date.now().toString(36)}`,
      name: 'Drill school',
      tabName: 'Drill',
    });
    const mailUsers = await withTenant(setup.deps.db, school.id, async (tx) => {
      const emails: string[] = [];
      for (let i = 0; i <= MAILS; i++) {
        const email = `drill-${i}@example.test`;
        await insertUser(tx, {
          email,
          username: `drill_${i}`,
          passwordHash,
          firstName: 'Drill',
          lastName: `User ${i}`,
          emailVerifiedAt: new Date(),
        });
        emails.push(email);
      }
      return emails;
    });
    const throttled = mailUsers.pop()!;
    const mainTenant = await resolveTenant(setup.deps.db, { slug: MAIN_TENANT });
    const superAdmin = await withTenant(setup.deps.db, mainTenant.id, async (tx) => {
      const user = await insertUser(tx, {
        email: `drill-admin@example.test`,
        username: 'drill_admin',
        passwordHash,
        firstName: 'Drill',
        lastName: 'Admin',
        emailVerifiedAt: new Date(),
      });
      await addRole(tx, user.id, 'super_admin');
      return { 'x-tenant': MAIN_TENANT, authorization: `Bearer ${await issueAccessToken(tx, user.id, 'drill')}` };
    });
    await setup.close();

    // 1. One process: the load at process 1 directly.
    log(`autosave, one process, ${Math.min(10, DURATION)} s`);
    const acks = new Map<string, Ack>();
    const one = await autosaveLoad(`http://127.0.0.1:${c.apis[0]!.port}`, targets, Math.min(10, DURATION), 0, acks);
    // 2. Three processes behind nginx, steady.
    log(`autosave, three processes behind nginx, ${Math.min(10, DURATION)} s`);
    const three = await autosaveLoad(c.nginxUrl, targets, Math.min(10, DURATION), 100_000, acks);

    // 3. The drill: load through nginx; at a third of it process 2 is killed with kill -9, restarted 3 s later.
    log(`autosave through nginx for ${DURATION} s; kill -9 of API process 2 at ${Math.round(DURATION / 3)} s`);
    let killed = false;
    let restarted: Promise<unknown> | undefined;
    const drill = await autosaveLoad(c.nginxUrl, targets, DURATION, 200_000, acks, (elapsed) => {
      if (!killed && elapsed >= DURATION / 3) {
        killed = true;
        const pid = c.apis[1]!.child.pid;
        restarted = c
          .killApi(1)
          .then(() => log(`killed API process 2 (pid ${pid}) with SIGKILL`))
          .then(() => new Promise((r) => setTimeout(r, 3000)))
          .then(() => c.startApi(1))
          .then((api) => log(`API process 2 is back (pid ${api.child.pid})`));
      }
    });
    await restarted;

    // Every acknowledged save is in the primary, at its seq or a later one (a save sent again after a lost
    // reply may have gone further), with the answer of that seq.
    const rows = await admin<{ key: string; seq: number; answer: { value: unknown } | null }[]>`
      select user_exam_id || '/' || question_id as key, seq, answer
      from user_exam_answers where user_exam_id = any(${targets.map((t) => t.userExamId)}::uuid[])`;
    const stored = new Map(rows.map((r) => [r.key, r]));
    let lost = 0;
    for (const [key, ack] of acks) {
      const row = stored.get(key);
      if (!row || row.seq < ack.seq) lost++;
      else if (row.seq === ack.seq && JSON.stringify(row.answer?.value ?? null) !== JSON.stringify(ack.answer ?? null))
        lost++;
    }
    check(
      'kill -9 during the load',
      lost === 0 && drill.acked > 0,
      `${drill.acked} saves acknowledged during the drill (${drill.retried} sent again, ${drill.failed} given up), ${acks.size} questions read back, ${lost} lost`,
    );

    // The login throttle counts one account's failures in Redis: three wrong passwords at processes 1, 2 and
    // 3 are answered (422 incorrect_credentials), and the account must then wait (429) at processes 1 and 2,
    // which alone would have seen one failure each and answered 422 again.
    const login = (index: number) =>
      fetch(`http://127.0.0.1:${c.apis[index]!.port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': school.slug, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email: throttled, password: 'Wrong-password-1' }),
      }).then(async (res) => (await res.arrayBuffer(), res.status));
    const statuses = [];
    for (const index of [0, 1, 2, 0, 1]) statuses.push(await login(index));
    check(
      'login throttle shared',
      statuses.slice(0, 3).every((s) => s === 422) && statuses[3] === 429 && statuses[4] === 429,
      `wrong passwords at processes 1,2,3,1,2 answered ${statuses.join(', ')}`,
    );

    // The request limit: RATE_LIMIT requests a minute per address, counted in Redis across the processes.
    const address = nextAddress();
    const limitStatuses = new Map<number, number>();
    const extra = 30;
    let sent = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < RATE_LIMIT + extra) {
          sent++;
          const status = await fetch(`${c.nginxUrl}/api/tenant`, { headers: { 'x-forwarded-for': address } })
            .then(async (res) => (await res.arrayBuffer(), res.status))
            .catch(() => 0);
          limitStatuses.set(status, (limitStatuses.get(status) ?? 0) + 1);
        }
      }),
    );
    check(
      'request limit shared',
      limitStatuses.get(200) === RATE_LIMIT && limitStatuses.get(429) === extra,
      `${RATE_LIMIT + extra} requests of one address through three processes: ${[...limitStatuses].map(([s, n]) => `${n} × ${s}`).join(', ')} (limit ${RATE_LIMIT}/min)`,
    );

    // The mail sender, in all three processes: each queued message goes out once.
    await Promise.all(
      mailUsers.map((email) =>
        fetch(`${c.nginxUrl}/api/send-reset-password-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tenant': school.slug, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ email }),
        }).then((res) => res.arrayBuffer()),
      ),
    );
    // The timeout sweeper, in all three processes: the modules of EXPIRED attempts ran out an hour ago.
    const expiredIds = expiring.map((t) => t.userExamId);
    await admin`update user_exams set module_deadline_at = now() - interval '1 hour' where id = any(${expiredIds}::uuid[])`;
    await admin`update user_exam_modules set deadline_at = now() - interval '1 hour' where user_exam_id = any(${expiredIds}::uuid[]) and ended_at is null`;
    const deadline = Date.now() + 60_000;
    let pendingMail = -1;
    let unsettled = -1;
    while (Date.now() < deadline) {
      pendingMail = (
        await admin<{ n: number }[]>`
          select count(*)::int as n from mail_outbox where "to" = any(${mailUsers}) and sent_at is null`
      )[0]!.n;
      unsettled = (
        await admin<{ n: number }[]>`
          select count(*)::int as n from user_exam_modules
          where user_exam_id = any(${expiredIds}::uuid[]) and ordinal = 1 and ended_at is null`
      )[0]!.n;
      const allDelivered = mailUsers.every((e) => (delivered.get(e) ?? 0) >= 1);
      if (allDelivered && unsettled === 0 && pendingMail <= 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const twice = mailUsers.filter((e) => (delivered.get(e) ?? 0) > 1).length;
    const missing = mailUsers.filter((e) => !delivered.get(e)).length;
    check(
      'mail sent once',
      twice === 0 && missing === 0,
      `${MAILS} reset e-mails: ${MAILS - missing - twice} delivered once, ${twice} twice or more, ${missing} not delivered`,
    );
    const ended = await admin<{ ended_by: string | null; n: number }[]>`
      select ended_by, count(*)::int as n from user_exam_modules
      where user_exam_id = any(${expiredIds}::uuid[]) and ordinal = 1 group by ended_by`;
    const timeOver = ended.find((r) => r.ended_by === 'time_over')?.n ?? 0;
    check(
      'sweeper once',
      unsettled === 0 && timeOver === EXPIRED,
      `${EXPIRED} expired modules: ${ended.map((r) => `${r.n} ${r.ended_by ?? 'open'}`).join(', ')}`,
    );

    // The analytics reads go to the replica: a super admin's analytics request through nginx commits
    // transactions on the replica (its own statistics count them), and the answer is the primary's.
    // On the replica's `postgres` database: its own queries must not count among prepwell's transactions.
    const replicaAdmin = postgres(
      c.replicaUrl.replace('prepwell_app_login', 'postgres').replace(/\/prepwell$/, '/postgres'),
      {
        max: 1,
        onnotice: () => {},
      },
    );
    const commits = async () =>
      Number(
        (
          await replicaAdmin<
            { n: string }[]
          >`select xact_commit::text as n from pg_stat_database where datname = 'prepwell'`
        )[0]!.n,
      );
    const before = await commits();
    const analytics = await fetch(`${c.nginxUrl}/api/user-exams/analysis?from=2026-01-01&to=2026-01-07`, {
      headers: { ...superAdmin, 'x-forwarded-for': nextAddress() },
    });
    await analytics.arrayBuffer();
    // pg_stat_database counts what backends have reported, which they do about once a second when idle:
    // wait up to 15 s for the replica's count to move.
    let after = await commits();
    for (let waited = 0; after <= before && waited < 15_000; waited += 500) {
      await new Promise((r) => setTimeout(r, 500));
      after = await commits();
    }
    await replicaAdmin.end();
    check(
      'analytics on the replica',
      analytics.ok && after > before,
      `GET /api/user-exams/analysis answered ${analytics.status}; transactions committed on the replica meanwhile: ${after - before}; replay lag ${c.replicaLagBytes()} bytes`,
    );

    // Throughput, one process against three behind nginx (same saves, same machine).
    console.log('');
    console.log('| case | saves/s | p99 ms | acknowledged | sent again | given up |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [name, r, s] of [
      ['one API process, direct', one, Math.min(10, DURATION)],
      ['three API processes, nginx', three, Math.min(10, DURATION)],
      ['three behind nginx, one killed (kill -9) and restarted', drill, DURATION],
    ] as const)
      console.log(`| ${name} | ${rate(r, s)} | ${p99(r)} | ${r.acked} | ${r.retried} | ${r.failed} |`);
    console.log(`\nsaves per second around the kill: ${drill.perSecond.map((n) => n ?? 0).join(' ')}`);
    await admin.end();
  } finally {
    await cluster?.stop();
    smtp.close();
    rmSync(`/tmp/${prefix}-data`, { recursive: true, force: true });
  }
  const failed = checks.filter((c) => !c.ok);
  console.log(failed.length ? `\ndrill FAILED: ${failed.map((c) => c.name).join(', ')}` : '\ndrill passed');
  process.exit(failed.length ? 1 : 0);
};

await main();
