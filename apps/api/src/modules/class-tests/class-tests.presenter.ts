import {
  headlineScoreOf,
  type ClassPerson,
  type ClassTestAttempt,
  type ClassTestInvitationView,
  type ClassTestView,
  type QuestionTagStat,
  type SkillScore,
  type UserExamRow,
} from '@prepwell/contracts';
import { fullName } from '../users/users.presenter.ts';
import { isClassTestAvailable } from './class-tests.policy.ts';
import type { ClassAttemptRow, ClassTestListRow, PersonRow } from './class-tests.repository.ts';
import type { StudentAttemptRow } from './student-views.repository.ts';

const iso = (d: Date) => d.toISOString();

/** A person as class lists name them: first and last name, else the username, else the e-mail. */
export const presentPerson = (p: PersonRow): ClassPerson => ({
  id: p.id,
  name: fullName(p) ?? p.username ?? p.email,
  email: p.email,
  username: p.username,
});

/** An attempt at a class test with its headline score (the stored overall score, as the score report shows it). */
export const presentClassTestAttempt = (
  a: Pick<ClassAttemptRow, 'id' | 'status' | 'startedAt' | 'completedAt' | 'scores'>,
): ClassTestAttempt => {
  const headline = a.status === 'completed' ? headlineScoreOf(a.scores?.overall) : { score: null, label: null };
  return {
    user_exam_id: a.id,
    status: a.status,
    started_at: iso(a.startedAt),
    completed_at: a.completedAt ? iso(a.completedAt) : null,
    score: headline.score,
    score_label: headline.label,
  };
};

/** A class test for its managers (counts) or for a student (their attempt); `available` once scheduled. */
export const presentClassTest = (
  row: ClassTestListRow,
  options: { now: Date; viewer: 'manager' } | { now: Date; viewer: 'student'; myAttempt: ClassAttemptRow | undefined },
): ClassTestView => ({
  id: row.id,
  test_id: row.testId,
  title: row.title,
  exam_kind: row.examKind,
  test_type: row.testType,
  kind: row.kind,
  scheduled_at: iso(row.scheduledAt),
  is_default: row.isDefault,
  paid_by_organization: row.paidByOrganization,
  invited_count: options.viewer === 'manager' ? row.invitedCount : null,
  completed_count: options.viewer === 'manager' ? row.completedCount : null,
  my_attempt: options.viewer === 'student' && options.myAttempt ? presentClassTestAttempt(options.myAttempt) : null,
  available: isClassTestAvailable(row.scheduledAt, options.now),
  created_at: iso(row.createdAt),
});

export const presentInvitation = (
  row: PersonRow & { inviteCount: number; lastInvitedAt: Date },
  attempt: ClassAttemptRow | undefined,
): ClassTestInvitationView => ({
  ...presentPerson(row),
  invite_count: row.inviteCount,
  last_invited_at: iso(row.lastInvitedAt),
  attempt: attempt ? presentClassTestAttempt(attempt) : null,
});

export const presentUserExamRow = (row: StudentAttemptRow): UserExamRow => {
  const headline = row.status === 'completed' ? headlineScoreOf(row.scores?.overall) : { score: null, label: null };
  return {
    user_exam_id: row.id,
    test_id: row.testId,
    title: row.title,
    exam_kind: row.examKind,
    test_type: row.testType,
    status: row.status,
    started_at: iso(row.startedAt),
    completed_at: row.completedAt ? iso(row.completedAt) : null,
    score: headline.score,
    score_label: headline.label,
    class_test_id: row.classTestId,
  };
};

/** A skill's key: its section, domain and skill (the same skill name may sit in two domains). */
export const skillKeyOf = (s: Pick<SkillScore, 'section' | 'domain' | 'skill'>) =>
  `${s.section}/${s.domain}/${s.skill}`;

/**
 * Per-skill accuracy summed over attempts (each attempt's skillBreakdown), ordered by section, domain and
 * skill. The label is the skill's name; the key tells apart equal names in different domains.
 */
export const sumSkills = (breakdowns: readonly (readonly SkillScore[])[]): QuestionTagStat[] => {
  const sums = new Map<string, QuestionTagStat & { domain: string }>();
  for (const breakdown of breakdowns)
    for (const s of breakdown) {
      const key = skillKeyOf(s);
      const stat = sums.get(key) ?? { key, label: s.skill, section: s.section, domain: s.domain, correct: 0, total: 0 };
      stat.correct += s.correct;
      stat.total += s.total;
      sums.set(key, stat);
    }
  return [...sums.values()]
    .sort(
      (a, b) =>
        (a.section ?? '').localeCompare(b.section ?? '') ||
        a.domain.localeCompare(b.domain) ||
        a.label.localeCompare(b.label),
    )
    .map(({ key, label, section, correct, total }) => ({ key, label, section, correct, total }));
};
