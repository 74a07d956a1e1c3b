// The scale-out drill's machinery (issue 21, `npm run drill`): a PostgreSQL 15 primary and a streaming
// replica of its own (initdb + pg_basebackup, on free ports, in a temporary folder), PgBouncer in front of
// the primary, API processes, and nginx in front of them. Nothing here touches the machine's own
// PostgreSQL cluster; everything is stopped and removed by `stop()`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './built-server.ts';

const PG_BIN = process.env.DRILL_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const ROOT = resolve(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;

const run = (command: string, args: string[], options: { asPostgres?: boolean; quiet?: boolean } = {}) => {
  const [file, argv] =
    options.asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: options.quiet === false ? 'inherit' : 'pipe', encoding: 'utf8' });
};

const which = (name: string, places: string[]) => places.find((p) => existsSync(p)) ?? name;

/**
 * nginx and PgBouncer from Debian's packages, installed when missing (as root: the drill's machines are
 * Debian with apt; elsewhere the message says what to install).
 */
export const ensurePackages = () => {
  const missing = [
    ['nginx', '/usr/sbin/nginx'],
    ['pgbouncer', '/usr/sbin/pgbouncer'],
  ].filter(([, path]) => !existsSync(path!));
  if (!missing.length) return;
  const names = missing.map(([name]) => name!);
  if (!isRoot)
    throw new Error(`The drill needs ${names.join(' and ')} (Debian: apt-get install -y ${names.join(' ')}).`);
  console.log(`Installing ${names.join(', ')} from Debian's packages…`);
  try {
    run('apt-get', ['install', '-y', '--no-install-recommends', ...names]);
  } catch {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', ...names]);
  }
};

export interface ApiProcess {
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  work: string;
  ports: { primary: number; replica: number; bouncer: number; nginx: number };
  /** The superuser on the primary (reads back across tenants; bypasses row-level security). */
  adminUrl: string;
  /** The tables' owner on the primary (the migrations). */
  ownerUrl: string;
  /** The app's plain login through PgBouncer, and directly on the replica. */
  appUrl: string;
  replicaUrl: string;
  nginxUrl: string;
  apis: ApiProcess[];
  startApi(index: number): Promise<ApiProcess>;
  /** kill -9 of one API process; returns when it is gone. */
  killApi(index: number): Promise<void>;
  replicaLagBytes(): number;
  stop(): Promise<void>;
}

const waitFor = async (what: string, check: () => Promise<boolean>, seconds = 60) => {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not come up within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

const PG_SETTINGS = (port: number, socketDir: string) => [
  `-c port=${port}`,
  `-c listen_addresses=127.0.0.1`,
  `-c unix_socket_directories=${socketDir}`,
  '-c wal_level=replica',
  '-c max_wal_senders=5',
  '-c hot_standby=on',
  '-c max_connections=300',
  '-c shared_buffers=128MB',
];

export const startCluster = async (options: {
  apiCount: number;
  apiEnv: Record<string, string>;
  log: (line: string) => void;
}): Promise<Cluster> => {
  const work = mkdtempSync('/tmp/prepwell-drill-');
  chmodSync(work, 0o755);
  if (isRoot) run('chown', ['postgres:postgres', work]);
  const ports = {
    primary: await freePort(),
    replica: await freePort(),
    bouncer: await freePort(),
    nginx: await freePort(),
  };
  const apis: ApiProcess[] = [];
  const started: (() => void)[] = [];
  const stop = async () => {
    for (const api of apis) api.child.kill('SIGKILL');
    for (const undo of started.reverse()) {
      try {
        undo();
      } catch {
        /* already gone */
      }
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const primary = join(work, 'primary');
    const replica = join(work, 'replica');
    options.log(`PostgreSQL 15 primary on ${ports.primary} (initdb)`);
    run(`${PG_BIN}/initdb`, ['-D', primary, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
      asPostgres: true,
    });
    run(
      `${PG_BIN}/pg_ctl`,
      ['-D', primary, '-l', join(work, 'primary.log'), '-w', '-o', PG_SETTINGS(ports.primary, work).join(' '), 'start'],
      {
        asPostgres: true,
      },
    );
    started.push(() => run(`${PG_BIN}/pg_ctl`, ['-D', primary, '-m', 'immediate', 'stop'], { asPostgres: true }));

    const adminUrl = `postgres://postgres@127.0.0.1:${ports.primary}/prepwell`;
    const psql = (sql: string, db = 'postgres') =>
      run('psql', [`postgres://postgres@127.0.0.1:${ports.primary}/${db}`, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);
    // The roles of .ci/run (decision 0021): the owner migrates, the app logs in as a plain role.
    psql(`CREATE ROLE prepwell_owner LOGIN NOSUPERUSER CREATEDB CREATEROLE NOBYPASSRLS;
          CREATE ROLE prepwell_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
          CREATE ROLE prepwell_app_login LOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
          GRANT prepwell_app TO prepwell_app_login;
          GRANT prepwell_app TO prepwell_owner WITH ADMIN OPTION;`);
    psql('CREATE DATABASE prepwell OWNER prepwell_owner');

    options.log(`streaming replica on ${ports.replica} (pg_basebackup)`);
    run(
      'pg_basebackup',
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(ports.primary),
        '-U',
        'postgres',
        '-D',
        replica,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ],
      {
        asPostgres: true,
      },
    );
    run(
      `${PG_BIN}/pg_ctl`,
      ['-D', replica, '-l', join(work, 'replica.log'), '-w', '-o', PG_SETTINGS(ports.replica, work).join(' '), 'start'],
      {
        asPostgres: true,
      },
    );
    started.push(() => run(`${PG_BIN}/pg_ctl`, ['-D', replica, '-m', 'immediate', 'stop'], { asPostgres: true }));

    // PgBouncer in session mode: the app prepares every statement (decision 0011) and PgBouncer 1.18 does not
    // carry protocol-level prepared statements across server connections (1.21 does), so transaction mode would
    // hand a client a server that never saw its statement. The tenant binding is transaction-local
    // (set_config(..., true)), so it never leaks between clients either way. `options` (the app's
    // `-c role=prepwell_app`) cannot pass through 1.18: behind it the app works as prepwell_app_login, a plain
    // member of prepwell_app that row-level security binds the same (decision 0048).
    options.log(`PgBouncer (session pooling) on ${ports.bouncer}`);
    writeFileSync(join(work, 'userlist.txt'), '"prepwell_app_login" ""\n"prepwell_owner" ""\n');
    writeFileSync(
      join(work, 'pgbouncer.ini'),
      [
        '[databases]',
        `prepwell = host=127.0.0.1 port=${ports.primary} dbname=prepwell`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${ports.bouncer}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(work, 'userlist.txt')}`,
        'pool_mode = session',
        'max_client_conn = 1000',
        'default_pool_size = 60',
        'ignore_startup_parameters = extra_float_digits,options',
        `logfile = ${join(work, 'pgbouncer.log')}`,
        `pidfile = ${join(work, 'pgbouncer.pid')}`,
        '',
      ].join('\n'),
    );
    run('pgbouncer', ['-d', join(work, 'pgbouncer.ini')], { asPostgres: true });
    started.push(() => run('kill', [readFileSync(join(work, 'pgbouncer.pid'), 'utf8').trim()]));

    const ownerUrl = `postgres://prepwell_owner@127.0.0.1:${ports.primary}/prepwell`;
    const appUrl = `postgres://prepwell_app_login@127.0.0.1:${ports.bouncer}/prepwell`;
    const replicaUrl = `postgres://prepwell_app_login@127.0.0.1:${ports.replica}/prepwell`;
    const apiPorts = await Promise.all(Array.from({ length: options.apiCount }, () => freePort()));

    const startApi = async (index: number): Promise<ApiProcess> => {
      const port = apiPorts[index]!;
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/api/src/main.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...options.apiEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: ownerUrl,
          APP_DATABASE_URL: appUrl,
          DATABASE_REPLICA_URL: replicaUrl,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const api = { port, child };
      apis[index] = api;
      await waitFor(
        `API process ${index + 1}`,
        async () => {
          if (child.exitCode !== null) throw new Error(`API process ${index + 1} exited with ${child.exitCode}`);
          return (await fetch(`http://127.0.0.1:${port}/api/tenant`)).ok;
        },
        120,
      );
      return api;
    };
    options.log(`${options.apiCount} API processes`);
    // The first one migrates; the others then start together.
    await startApi(0);
    await Promise.all(apiPorts.slice(1).map((_, i) => startApi(i + 1)));

    options.log(`nginx on ${ports.nginx} in front of them`);
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(join(work, 'nginx', dir), { recursive: true });
    writeFileSync(
      join(work, 'nginx.conf'),
      `worker_processes 1;
error_log ${join(work, 'nginx-error.log')} warn;
pid ${join(work, 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(work, 'nginx/client_body')};
  proxy_temp_path ${join(work, 'nginx/proxy')};
  fastcgi_temp_path ${join(work, 'nginx/fastcgi')};
  uwsgi_temp_path ${join(work, 'nginx/uwsgi')};
  scgi_temp_path ${join(work, 'nginx/scgi')};
  upstream api {
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A refused or reset connection goes to the next process; PUT (the autosave) is idempotent, so nginx
      # retries it, while a POST is never sent twice.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }
  }
}
`,
    );
    const nginx = which('nginx', ['/usr/sbin/nginx']);
    run(nginx, ['-p', work, '-c', join(work, 'nginx.conf')]);
    started.push(() => run(nginx, ['-p', work, '-c', join(work, 'nginx.conf'), '-s', 'stop']));
    const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
    await waitFor('nginx', async () => (await fetch(`${nginxUrl}/api/tenant`)).ok);

    return {
      work,
      ports,
      adminUrl,
      ownerUrl,
      appUrl,
      replicaUrl,
      nginxUrl,
      apis,
      startApi,
      async killApi(index) {
        const { child } = apis[index]!;
        const gone = new Promise<void>((done) => child.once('exit', () => done()));
        child.kill('SIGKILL');
        await gone;
      },
      replicaLagBytes() {
        const out = run('psql', [
          adminUrl,
          '-qAtc',
          `select coalesce(max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)), -1) from pg_stat_replication`,
        ]);
        return Number(out.trim());
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
