import type { ClassDashboard, SkillScore } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withClassAccess } from '../classes/classes.service.ts';
import { attemptSkills } from '../exams/results/results.service.ts';
import { presentClassTest, presentClassTestAttempt, presentPerson, sumSkills } from './class-tests.presenter.ts';
import {
  selectClassTests,
  selectCompletedClassAttempts,
  selectInvitationsOf,
  selectLatestClassTestAttempts,
  selectRoster,
} from './class-tests.repository.ts';
import type { ClassTestContext } from './class-tests.service.ts';

/**
 * Managers: the class's dashboard. The heat map is skill × student over every completed attempt at the
 * class's tests by the class's current students, each cell the questions answered correctly of those
 * seen with that skill (the score report's own breakdown, so the two never disagree). Each class test
 * lists its invited students with their latest attempt and its headline score.
 */
export const getClassDashboard = (deps: Pick<Deps, 'db'>, ctx: ClassTestContext): Promise<ClassDashboard> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx) => {
    const now = ctx.now ?? new Date();
    const [roster, classTests] = [await selectRoster(tx, ctx.classId), await selectClassTests(tx, ctx.classId)];
    const studentIds = roster.map((s) => s.id);
    const testIds = classTests.map((t) => t.id);

    const perStudent = new Map<string, SkillScore[][]>();
    for (const attempt of await selectCompletedClassAttempts(tx, testIds, studentIds)) {
      const list = perStudent.get(attempt.userId) ?? [];
      list.push(await attemptSkills(tx, attempt.id));
      perStudent.set(attempt.userId, list);
    }
    const skills = sumSkills([...perStudent.values()].flat());
    const cells = roster.map((student) => {
      const mine = new Map(sumSkills(perStudent.get(student.id) ?? []).map((s) => [s.key, s]));
      return skills.map((skill): ClassDashboard['cells'][number][number] => ({
        correct: mine.get(skill.key)?.correct ?? 0,
        total: mine.get(skill.key)?.total ?? 0,
      }));
    });

    const invitations = await selectInvitationsOf(tx, testIds);
    const invitedIds = [...new Set(invitations.map((i) => i.studentId))];
    const attempts = await selectLatestClassTestAttempts(tx, testIds, invitedIds);
    const people = new Map(roster.map((s) => [s.id, s]));
    const tests = classTests.map((row) => ({
      class_test: presentClassTest(row, { now, viewer: 'manager' }),
      results: invitations
        .filter((i) => i.classTestId === row.id && people.has(i.studentId))
        .map((i) => people.get(i.studentId)!)
        .sort((a, b) => roster.indexOf(a) - roster.indexOf(b))
        .map((student) => {
          const attempt = attempts.find((a) => a.classTestId === row.id && a.userId === student.id);
          return { student: presentPerson(student), attempt: attempt ? presentClassTestAttempt(attempt) : null };
        }),
    }));

    return {
      skills: skills.map(({ key, label, section }) => ({ key, label, section })),
      students: roster.map(presentPerson),
      cells,
      tests,
    };
  });
