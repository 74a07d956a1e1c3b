import type { ExamKind } from '@prepwell/contracts';
import { DEMO_PASSWORD, baseUrl } from './browser.ts';
import { register } from './classes-steps.ts';
import type { ParamSource, SweepRole } from './i18n-sweep-routes.ts';
import { ROLE_ACCOUNTS } from './i18n-sweep-routes.ts';

/**
 * The demo data the sweep fills `:params` with, read through the API as each role reads it, and the names
 * of the demo data's objects (a class, a test, a word list: titles written by the tenant, proper nouns of
 * the sweep's allow-list). The sweep's own student starts one attempt of each exam and a pending order.
 */

type Json = Record<string, unknown> | unknown[] | null;

export interface Account {
  role: SweepRole;
  token: string | null;
  tenant: string;
  id: string | null;
  /** The saved language before the sweep (restored at the end). */
  lang: string | null;
  api: <T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;
  /** Like `api`, but undefined instead of throwing. */
  tryApi: <T = Json>(method: string, path: string, body?: unknown) => Promise<T | undefined>;
}

const accountOf = (role: SweepRole, token: string | null, tenant: string): Account => {
  const api = async <T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-tenant': tenant,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${role}: ${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return {
    role,
    token,
    tenant,
    id: null,
    lang: null,
    api,
    tryApi: <T = Json>(method: string, path: string, body?: unknown) =>
      api<T>(method, path, body).catch(() => undefined),
  };
};

export const signInAccount = async (role: Exclude<SweepRole, 'anonymous' | 'own_student'>): Promise<Account> => {
  const { email, tenant } = ROLE_ACCOUNTS[role];
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': tenant },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, device_name: `i18n-sweep-${role}` }),
  });
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${res.status} ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const account = accountOf(role, token, tenant);
  const me = await account.api<{ id: string; lang: string }>('GET', '/api/me');
  return { ...account, id: me.id, lang: me.lang };
};

export const anonymousAccount = (): Account => accountOf('anonymous', null, 'demo');

/** A fresh student of the demo tenant, e-mail confirmed; `name` joins the allow-list. */
export const ownStudent = async (): Promise<{ account: Account; name: string }> => {
  const person = await register('student', 'Sweep');
  return {
    account: { ...accountOf('own_student', person.token, 'demo'), id: person.id, lang: 'en' },
    name: person.name,
  };
};

const rows = (json: unknown): Record<string, unknown>[] => {
  if (Array.isArray(json)) return json as Record<string, unknown>[];
  if (json && typeof json === 'object') {
    for (const key of ['data', 'items', 'rows', 'decks', 'categories', 'lists', 'words', 'classes', 'tables']) {
      const v = (json as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v as Record<string, unknown>[];
    }
  }
  return [];
};
const str = (v: unknown): string | undefined =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
const titlesOf = (json: unknown, ...keys: string[]): string[] =>
  rows(json).flatMap((r) => keys.map((k) => str(r[k])).filter((v): v is string => v !== undefined));

const EXAM_KINDS: readonly ExamKind[] = ['act', 'sat', 'toefl', 'shsat'];
const kindOf = (route: string): ExamKind | undefined =>
  EXAM_KINDS.find((k) => route.startsWith(`/${k}/`) || route.startsWith(`/educator/${k}/`));

interface Attempt {
  id: string;
  testId: string;
  kind: ExamKind;
}

const attemptsOf = async (account: Account, status: string): Promise<Attempt[]> => {
  const page = await account.tryApi(`GET`, `/api/user-exams?per_page=100&status=${status}`);
  return rows(page).flatMap((r) => {
    const test = r.test as { id?: string; kind?: ExamKind } | undefined;
    return r.status === status && test?.id && test.kind && typeof r.id === 'string'
      ? [{ id: r.id, testId: test.id, kind: test.kind }]
      : [];
  });
};

/** What the sweep fills params with, per role, and the demo data's object names. */
export interface SweepData {
  paramsFor: (role: SweepRole) => ParamSource;
  names: string[];
}

export const readSweepData = async (accounts: Map<SweepRole, Account>): Promise<SweepData> => {
  const names: string[] = [];
  const student = accounts.get('student')!;
  const teacher = accounts.get('teacher')!;
  const admin = accounts.get('company_admin')!;
  const superAdmin = accounts.get('super_admin')!;
  const own = accounts.get('own_student')!;

  // The demo student's data.
  const completed = await attemptsOf(student, 'completed');
  const studentClasses = await student.tryApi('GET', '/api/classes');
  const classId = str(rows(studentClasses)[0]?.id);
  names.push(...titlesOf(studentClasses, 'name'));
  const links = await student.tryApi('GET', '/api/parent-links');
  const parentLinkId = str(rows(links)[0]?.id);
  const decks = await student.tryApi('GET', '/api/flashcards/decks');
  const deckSlug = str(rows(decks)[0]?.slug);
  names.push(...titlesOf(decks, 'title', 'name'));
  const categories = await student.tryApi('GET', '/api/word-list-categories');
  const categoryId = str(rows(categories)[0]?.id);
  names.push(...titlesOf(categories, 'name', 'title'));
  // A category with lists (`GET /api/word-list-categories/:id` carries them) and a word of its first list.
  let listId: string | undefined;
  let listCategoryId: string | undefined;
  for (const category of rows(categories)) {
    const detail = await student.tryApi<{ lists?: Record<string, unknown>[] }>(
      'GET',
      `/api/word-list-categories/${str(category.id)}`,
    );
    const first = detail?.lists?.[0];
    if (!first) continue;
    listId = str(first.id);
    listCategoryId = str(category.id);
    names.push(...titlesOf(detail.lists, 'name', 'title'));
    break;
  }
  const words = listId ? await student.tryApi('GET', `/api/word-lists/words?listId=${listId}&per_page=5`) : undefined;
  const wordId = str(rows(words)[0]?.id);
  const tests = await student.tryApi('GET', '/api/tests?per_page=100');
  names.push(...titlesOf(tests, 'title'));
  for (const c of rows(studentClasses)) {
    const materials = await student.tryApi('GET', `/api/classes/${str(c.id)}/materials`);
    names.push(...titlesOf(materials, 'title', 'name', 'file_name'));
  }

  // The tenants' own brand (name, tab name, exam line, slug) and what the demo teacher wrote in their profile.
  for (const account of [student, superAdmin]) {
    const brand = await account.tryApi<Record<string, unknown>>('GET', '/api/tenant');
    if (brand && !Array.isArray(brand))
      names.push(...['name', 'tab_name', 'exam_name', 'slug'].flatMap((k) => str(brand[k]) ?? []), account.tenant);
  }
  // The subjects, college and major the demo teacher and admin wrote (wherever the profile carries them).
  const written = (json: unknown): string[] => {
    if (Array.isArray(json)) return json.flatMap(written);
    if (!json || typeof json !== 'object') return [];
    return Object.entries(json).flatMap(([key, value]) =>
      ['subjects', 'college', 'major'].includes(key)
        ? (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
        : typeof value === 'object'
          ? written(value)
          : [],
    );
  };
  for (const account of [teacher, admin])
    for (const path of ['/api/profile', '/api/teacher/profile', '/api/me'])
      names.push(...written(await account.tryApi('GET', path)));

  // The educators' and admins' data.
  const teacherClasses = await teacher.tryApi('GET', '/api/classes');
  const teacherClassId = str(rows(teacherClasses)[0]?.id);
  names.push(...titlesOf(teacherClasses, 'name'));
  // People's names are their own: every user the journeys before this one registered (read as the super admin,
  // a page of users at a time) — "Gina Guardian" is a name, not English.
  for (let page = 1; page <= 50; page += 1) {
    const users = rows(await superAdmin.tryApi('GET', `/api/admin/user?page=${page}`));
    if (users.length === 0) break;
    names.push(...titlesOf(users, 'first_name', 'last_name', 'username', 'name'));
  }
  // The back office's records (issue 20) are the centre's and the family's own words: the student's college
  // list (the colleges' names and places, the notes on each), the meetings' titles and their follow-ups.
  const collegeList = await student.tryApi<{ items?: { college?: Record<string, unknown>; notes?: string }[] }>(
    'GET',
    `/api/students/${student.id}/college-list`,
  );
  for (const item of collegeList?.items ?? [])
    names.push(item.notes ?? '', ...['name', 'city', 'state'].flatMap((k) => str(item.college?.[k]) ?? []));
  for (let page = 1; page <= 10; page += 1) {
    const colleges = rows(await student.tryApi('GET', `/api/colleges?page=${page}`));
    if (colleges.length === 0) break;
    names.push(...titlesOf(colleges, 'name', 'city', 'state'));
  }
  names.push(...titlesOf(await admin.tryApi('GET', '/api/admin/short-urls'), 'title'));
  names.push(...titlesOf(await admin.tryApi('GET', '/api/tuition-bills'), 'title'));
  const meetings = rows(await admin.tryApi('GET', '/api/meetings?page=1'));
  names.push(...titlesOf(meetings, 'title'));
  for (const meeting of meetings) {
    const detail = await admin.tryApi<{ notes?: string; follow_ups?: { description?: string }[] }>(
      'GET',
      `/api/meetings/${str(meeting.id)}`,
    );
    names.push(detail?.notes ?? '', ...(detail?.follow_ups ?? []).map((f) => f.description ?? ''));
  }
  // Courses and their sessions (issue 19): titles are the centre's words; the demo's course page is swept.
  const adminCourses = await admin.tryApi('GET', '/api/courses');
  names.push(...titlesOf(adminCourses, 'title'));
  names.push(...titlesOf(await admin.tryApi('GET', '/api/session-class/list'), 'title', 'course_title', 'city'));
  const demoCourseId = str(rows(adminCourses)[0]?.id);
  const studentCourseId = str(
    (rows(await student.tryApi('GET', '/api/my-courses'))[0]?.course as Record<string, unknown> | undefined)?.id,
  );
  for (const id of new Set([...rows(adminCourses).map((c) => str(c.id)), studentCourseId]))
    if (id) {
      const detail = await admin.tryApi<{
        description?: string;
        chapters?: { title: string; resources: { title: string }[] }[];
      }>('GET', `/api/courses/${id}`);
      for (const chapter of detail?.chapters ?? []) names.push(chapter.title, ...chapter.resources.map((r) => r.title));
      if (detail?.description) names.push(detail.description);
    }
  const authoringTest = async (account: Account) =>
    str(rows(await account.tryApi('GET', '/api/tests?scope=authoring&kind=sat&per_page=20'))[0]?.id);
  const authoring = new Map<SweepRole, string | undefined>([
    ['teacher', await authoringTest(teacher)],
    ['company_admin', await authoringTest(admin)],
    ['super_admin', await authoringTest(superAdmin)],
  ]);
  const tableKeys = new Map<SweepRole, string | undefined>();
  for (const [role, testId] of authoring) {
    if (!testId) continue;
    const set = await accounts
      .get(role)!
      .tryApi<{ tables?: { sectionId: string; route: string }[] }>('GET', `/api/tests/${testId}/score-tables`);
    const table = set?.tables?.[0];
    tableKeys.set(role, table ? `${table.sectionId}~${table.route}` : undefined);
  }
  const questionOf = async (account: Account) =>
    str(rows(await account.tryApi('GET', '/api/questions?per_page=5'))[0]?.id);
  const questions = new Map<SweepRole, string | undefined>([
    ['teacher', await questionOf(teacher)],
    ['company_admin', await questionOf(admin)],
    ['super_admin', await questionOf(superAdmin)],
  ]);
  // An enrollment of the sweep's own through the public form when the demo has none (names in Chinese).
  let enrollmentId = str(rows(await admin.tryApi('GET', '/api/enrollments'))[0]?.id);
  if (!enrollmentId) {
    const sent = await accounts.get('anonymous')!.tryApi<{ id: string }>('POST', '/api/enrollments', {
      role: 'parent',
      first_name: '丽',
      last_name: '王',
      email: `i18n-sweep-${Date.now()}@example.test`,
      phone: '138 0013 8000',
      students: [{ first_name: '小明', last_name: '王', school: '实验中学' }],
      class_ids: classId ? [classId] : [],
      type: 'group',
      payment_way: 'transfer',
      currency: 'CNY',
      message: '希望周末上课',
      lang: 'cn',
    });
    enrollmentId = sent?.id;
  }
  const companyId = str(rows(await admin.tryApi('GET', '/api/company'))[0]?.id);

  // The sweep's own student: one running attempt of each exam, and a pending order.
  const running = new Map<ExamKind, Attempt>();
  for (const kind of EXAM_KINDS) {
    for (const t of rows(await own.tryApi('GET', `/api/tests?kind=${kind}&per_page=100`)).slice(0, 4)) {
      const started = await own.tryApi<{ id?: string; userExamId?: string; user_exam_id?: string }>(
        'POST',
        '/api/user-exams',
        { examId: t.id },
      );
      const id = started?.id ?? started?.userExamId ?? started?.user_exam_id;
      if (id) {
        running.set(kind, { id, testId: String(t.id), kind });
        break;
      }
    }
  }
  const pricing = await own.tryApi<{ coin_packs: { coins: number }[]; methods: string[] }>('GET', '/api/plans');
  const order = pricing?.coin_packs[0]
    ? await own
        .api<{ id: string }>(
          'POST',
          '/api/orders',
          { kind: 'coins', coins: pricing.coin_packs[0].coins, method: pricing.methods[0] },
          { 'idempotency-key': `i18n-sweep-${Date.now()}` },
        )
        .catch(() => undefined)
    : undefined;

  // Issue 20's records, as each role finds them (its own lists): the first of each, for the `:id` pages.
  const recordIds = new Map<string, string | undefined>();
  const firstIdOf = async (key: string, role: SweepRole, path: string, pick = (json: unknown) => rows(json)[0]?.id) => {
    const account = accounts.get(role);
    recordIds.set(`${key}:${role}`, account ? str(pick(await account.tryApi('GET', path))) : undefined);
  };
  for (const role of ['student', 'parent', 'teacher', 'company_admin'] as const) {
    await firstIdOf('progress', role, '/api/progress-reports');
    await firstIdOf('counseling', role, '/api/counseling-reports');
    await firstIdOf('lesson', role, '/api/lessons/next', (json) => (json as { lesson?: { id?: string } })?.lesson?.id);
  }
  await firstIdOf('tuition', 'parent', '/api/my/tuition-bills');
  await firstIdOf('tuition', 'company_admin', '/api/tuition-bills');
  await firstIdOf('salary', 'teacher', '/api/salary-bills/mine');
  await firstIdOf('salary', 'company_admin', '/api/salary-bills');
  for (const role of ['teacher', 'company_admin'] as const) await firstIdOf('meeting', role, '/api/meetings');
  const recordOf = (key: string, role: SweepRole) => recordIds.get(`${key}:${role}`);
  // A progress report's comments are its teacher's words, and its lessons' titles the centre's.
  const reportId = recordIds.get('progress:teacher');
  if (reportId) {
    const report = await teacher.tryApi<{
      comments?: string;
      data?: { attendance?: { lessons?: { title?: string }[] } };
    }>('GET', `/api/progress-reports/${reportId}`);
    names.push(report?.comments ?? '', ...(report?.data?.attendance?.lessons ?? []).map((l) => l.title ?? ''));
  }

  const paramsFor =
    (role: SweepRole): ParamSource =>
    (name, route) => {
      const kind = kindOf(route);
      const done = completed.find((a) => a.kind === kind);
      const educator = role === 'teacher' || role === 'company_admin';
      switch (name) {
        case 'hash':
          return 'not-a-real-link';
        case 'uid':
          return role === 'super_admin' ? (superAdmin.id ?? undefined) : (student.id ?? undefined);
        case 'orderId':
          return order?.id;
        case 'type':
          return 'sat';
        case 'questionId':
          return questions.get(role);
        case 'tableKey':
          return tableKeys.get(role);
        case 'titleName':
          return deckSlug;
        case 'categoryId':
          return route.includes(':listId') ? listCategoryId : categoryId;
        case 'listId':
          return listId;
        case 'wordId':
          return wordId;
        case 'userExamId':
          return role === 'own_student' && kind ? running.get(kind)?.id : done?.id;
        case 'examId':
          if (role === 'own_student' && kind) return running.get(kind)?.testId;
          if (route.startsWith('/tests/')) return authoring.get(role);
          return done?.testId;
        case 'id':
          if (route.startsWith('/email/verify/')) return '00000000-0000-4000-8000-000000000000';
          if (route.startsWith('/student/parent-links/')) return parentLinkId;
          if (route.startsWith('/student/classes/')) return classId;
          if (route.startsWith('/educator/students/') || route.startsWith('/parent/children/'))
            return student.id ?? undefined;
          if (route.startsWith('/educator/enrollments/')) return enrollmentId;
          if (route.startsWith('/educator/company/detail/')) return companyId;
          if (route.startsWith('/classes/')) return educator ? teacherClassId : undefined;
          if (route.startsWith('/tests/')) return authoring.get(role);
          if (route.startsWith('/educator/courses/')) return educator ? demoCourseId : undefined;
          if (route.startsWith('/courses/')) return role === 'student' ? studentCourseId : undefined;
          if (route.includes('/progress-reports/')) return recordOf('progress', role);
          if (route.includes('counseling') && route.includes('/reports/')) return recordOf('counseling', role);
          if (route.startsWith('/counseling-reports/')) return recordOf('counseling', role);
          if (route.startsWith('/lessons/')) return recordOf('lesson', role);
          if (route.includes('/tuition-bills/')) return recordOf('tuition', role);
          if (route.startsWith('/educator/salary-bills/')) return recordOf('salary', role);
          if (route.startsWith('/educator/meetings/')) return recordOf('meeting', role);
          return undefined;
        case 'studentId':
          return educator ? (student.id ?? undefined) : undefined;
        default:
          return undefined;
      }
    };
  return { paramsFor, names };
};
