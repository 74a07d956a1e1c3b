import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { claimSeededClass } from '../modules/classes/class-seed.service.ts';
import { createSeededCourse } from '../modules/courses/course-seed.service.ts';
import { findPublicSeededTestId } from '../modules/exams/catalogue/catalogue.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

const SAT_DRILL_SEED_KEY = 'demo-sat-drill-words-in-context';
const SAT_MOCK_SEED_KEY = 'demo-sat-digital-mock-1';
export const DEMO_COURSE_SESSION_CLASS = 'SAT Math Foundations · Taipei weeknights';

/**
 * The demo tenant's courses (issue 19), once: two published courses taught by the demo teacher, each with a
 * session that is a real class the teacher sees — "SAT Math Foundations" (Taipei weeknights, free to join;
 * the demo student is in it, two resources done, resuming at the third) and "TOEFL Speaking Studio" (online
 * weekends, pay before joining). Chapters hold links and a practice of a demo catalogue test. One
 * transaction under the seed lock; a later start finds the first session's class and skips.
 */
export const seedDemoCourses = async (deps: Pick<Deps, 'db'>, demoTenantId: string) =>
  withTenant(deps.db, demoTenantId, async (tx) => {
    if (await claimSeededClass(tx, 'prepwell:seed:demo-courses', DEMO_COURSE_SESSION_CLASS)) return;
    const [teacher, student, admin] = await Promise.all(
      ['teacher@demo.prepwell.test', 'student@demo.prepwell.test', 'admin@demo.prepwell.test'].map((email) =>
        lookupUserByEmail(tx, email),
      ),
    );
    if (!teacher || !student || !admin) return;
    const drillId = await findPublicSeededTestId(tx, SAT_DRILL_SEED_KEY);
    const mockId = await findPublicSeededTestId(tx, SAT_MOCK_SEED_KEY);
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

    await createSeededCourse(tx, {
      title: 'SAT Math Foundations',
      description: 'Algebra, advanced math and data analysis for the digital SAT, one chapter a week.',
      type: 'group',
      priceMinor: 1_200_000,
      currency: 'TWD',
      createdBy: admin.id,
      teacherIds: [teacher.id],
      chapters: [
        {
          id: 'sat-math-linear',
          title: 'Linear equations and functions',
          resources: [
            {
              id: 'sat-math-linear-intro',
              kind: 'link',
              title: 'Slopes and intercepts, explained',
              url: 'https://en.wikipedia.org/wiki/Linear_equation',
            },
            {
              id: 'sat-math-linear-systems',
              kind: 'link',
              title: 'Systems of two equations',
              url: 'https://en.wikipedia.org/wiki/System_of_linear_equations',
            },
            ...(drillId
              ? [{ id: 'sat-math-linear-drill', kind: 'practice' as const, title: 'Warm-up drill', testId: drillId }]
              : []),
          ],
        },
        {
          id: 'sat-math-data',
          title: 'Data analysis',
          resources: [
            {
              id: 'sat-math-data-stats',
              kind: 'link',
              title: 'Mean, median and spread',
              url: 'https://en.wikipedia.org/wiki/Summary_statistics',
            },
            ...(mockId
              ? [
                  {
                    id: 'sat-math-data-mock',
                    kind: 'practice' as const,
                    title: 'Full digital SAT mock',
                    testId: mockId,
                  },
                ]
              : []),
          ],
        },
      ],
      session: {
        values: {
          title: 'Taipei weeknights',
          city: 'Taipei',
          feeMinor: 1_200_000,
          currency: 'TWD',
          needPayFirst: false,
          online: false,
          startDate: day(-14),
          endDate: day(70),
          startTime: '18:30',
          endTime: '20:30',
          weekdays: [2, 4],
          testIds: mockId ? [mockId] : [],
          tags: ['sat', 'math'],
          active: true,
        },
        capacity: 20,
        studentIds: [student.id],
      },
      progress: {
        userId: student.id,
        done: ['sat-math-linear-intro', 'sat-math-linear-systems'],
        last: 'sat-math-linear-drill',
      },
    });

    await createSeededCourse(tx, {
      title: 'TOEFL Speaking Studio',
      description: 'Weekend speaking practice for the TOEFL iBT: templates, timing and feedback.',
      type: 'group',
      priceMinor: 800_000,
      currency: 'TWD',
      createdBy: admin.id,
      teacherIds: [teacher.id],
      chapters: [
        {
          id: 'toefl-speak-tasks',
          title: 'The speaking tasks',
          resources: [
            {
              id: 'toefl-speak-format',
              kind: 'link',
              title: 'The test format',
              url: 'https://www.ets.org/toefl/test-takers/ibt/about/content.html',
            },
            {
              id: 'toefl-speak-notes',
              kind: 'link',
              title: 'Taking notes while listening',
              url: 'https://en.wikipedia.org/wiki/Note-taking',
            },
          ],
        },
      ],
      session: {
        values: {
          title: 'Online weekends',
          city: '',
          feeMinor: 800_000,
          currency: 'TWD',
          needPayFirst: true,
          online: true,
          startDate: day(7),
          endDate: day(63),
          startTime: '10:00',
          endTime: '12:00',
          weekdays: [6],
          testIds: [],
          tags: ['toefl', 'speaking'],
          active: true,
        },
        capacity: 12,
        studentIds: [],
      },
    });
  });
