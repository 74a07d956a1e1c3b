/**
 * How a merge (issue 20, decision 0043) treats every column that references `users`: one entry per
 * `table.column`, checked against the database catalogue by apps/api/test/user-merge.test.ts (a foreign
 * key to users that is not in this map fails it). Pure data; user-merge.repository.ts applies it.
 *
 * - `move`: the duplicate's rows point to the target. `unique` lists the unique keys the column is part of
 *   (the other columns, and the partial index's condition): a row whose key the target already has is a
 *   conflict, resolved by `onConflict`: `drop` (the target's row wins, the duplicate's is deleted), `keep`
 *   (the duplicate's row stays on the closed duplicate), or `rename` (the row moves with `renameColumn`
 *   suffixed, so both survive). `self`: a column whose value equal to the target would make the row point
 *   at the same person twice (a parent linked to themself), handled as `onSelf`.
 * - `ledger`: append-only coin history stays with the duplicate; the balance moves by a pair of ledger
 *   transactions (balances stay the sum of entries).
 * - `keep`: stays on the closed duplicate (append-only history, audit of the merge itself).
 * - `delete`: the duplicate's sessions and secrets end (tokens, one-time codes, calendar feed).
 */
export type ConflictAction = 'drop' | 'keep' | 'rename';

export interface UniqueKey {
  /** The key's other columns (NULLs never conflict, as in a unique index). */
  with: readonly string[];
  /** A partial index's condition on a row, `{r}` standing for its alias. */
  where?: string;
  onConflict: ConflictAction;
  /** With `rename`: the text column that gets a suffix. */
  renameColumn?: string;
}

export type MergeRule =
  | {
      how: 'move';
      group: MergeGroup;
      unique?: readonly UniqueKey[];
      self?: { column: string; onSelf: 'drop' | 'keep' };
    }
  | { how: 'ledger'; group: 'coins' }
  | { how: 'keep'; group: MergeGroup; why: string }
  | { how: 'delete'; group: MergeGroup; why: string };

/** What the screen groups the lines by (web labels `userMerge.groups.*`). */
export const MERGE_GROUPS = [
  'account',
  'exams',
  'coins',
  'classes',
  'courses',
  'lessons',
  'family',
  'learning',
  'authoring',
  'billing',
  'records',
] as const;
export type MergeGroup = (typeof MERGE_GROUPS)[number];

const drop = (...cols: string[]): UniqueKey => ({ with: cols, onConflict: 'drop' });
const keep = (...cols: string[]): UniqueKey => ({ with: cols, onConflict: 'keep' });
const move = (group: MergeGroup, unique?: readonly UniqueKey[]): MergeRule =>
  unique ? { how: 'move', group, unique } : { how: 'move', group };

export const MERGE_MAP: Record<string, MergeRule> = {
  // Account: the target keeps its own profile when it has one; roles are united.
  'user_roles.user_id': move('account', [drop('role')]),
  'student_profiles.user_id': move('account', [keep()]),
  'teacher_profiles.user_id': move('account', [keep()]),
  'parent_profiles.user_id': move('account', [keep()]),
  'access_tokens.user_id': { how: 'delete', group: 'account', why: 'the duplicate is signed out everywhere' },
  'one_time_tokens.user_id': {
    how: 'delete',
    group: 'account',
    why: 'no reset or sign-in link of the duplicate works',
  },
  'calendar_feeds.user_id': { how: 'delete', group: 'account', why: 'the secret feed address of the duplicate ends' },
  'parent_link_codes.student_id': {
    how: 'delete',
    group: 'family',
    why: 'a one-time linking code of the duplicate ends',
  },
  'idempotency_keys.actor_id': { how: 'keep', group: 'account', why: 'replays of requests the closed account made' },
  'activity_logs.user_id': move('records'),
  'feedback.user_id': move('records'),
  'contact_messages.user_id': move('records'),
  'uploads.owner_id': move('records'),

  // Exams and results: an attempt open on the same test in both stays with the duplicate.
  'user_exams.user_id': move('exams', [{ with: ['test_id'], where: "{r}.status = 'in_progress'", onConflict: 'keep' }]),
  'result_unlocks.user_id': move('exams'),
  'grading_requests.user_id': move('exams'),
  'grading_requests.grader_id': move('exams'),
  'ai_conversations.user_id': move('exams', [
    { with: ['question_id'], where: '{r}.closed_at is null', onConflict: 'keep' },
  ]),
  'regrade_audits.actor_id': move('records'),

  // Coins: the ledger is append-only (triggers refuse UPDATE); the balance moves by ledger transactions.
  'coin_transactions.user_id': { how: 'ledger', group: 'coins' },
  'coin_transactions.actor_id': { how: 'keep', group: 'coins', why: 'coin transactions are append-only' },
  'coin_entries.user_id': { how: 'ledger', group: 'coins' },
  'coin_balances.user_id': { how: 'ledger', group: 'coins' },
  'coin_refunds.user_id': { how: 'keep', group: 'coins', why: 'a refund stays beside its ledger transaction' },
  'coin_refunds.actor_id': move('coins'),
  'org_wallet_moves.user_id': { how: 'keep', group: 'coins', why: 'organisation wallet moves are append-only' },
  'org_wallet_moves.actor_id': { how: 'keep', group: 'coins', why: 'organisation wallet moves are append-only' },
  'payment_orders.user_id': move('billing'),
  'subscriptions.user_id': move('billing'),
  'subscriptions.actor_id': move('billing'),
  'promotion_code_uses.user_id': move('billing'),
  'referral_codes.user_id': move('billing', [keep()]),
  'referrals.inviter_id': { how: 'move', group: 'billing', self: { column: 'invitee_id', onSelf: 'keep' } },
  'referrals.invitee_id': {
    how: 'move',
    group: 'billing',
    unique: [keep()],
    self: { column: 'inviter_id', onSelf: 'keep' },
  },

  // Classes: a membership the target already has is dropped (the target's row wins).
  'class_students.user_id': move('classes', [drop('class_id')]),
  'class_teachers.user_id': move('classes', [drop('class_id')]),
  'class_test_invitations.student_id': move('classes', [drop('class_test_id')]),
  'class_materials.created_by': move('authoring'),
  'class_tests.created_by': move('authoring'),
  'classes.created_by': move('authoring'),

  // Courses, lessons, attendance.
  'courses.created_by': move('authoring'),
  'course_students.user_id': move('courses', [drop('course_id')]),
  'course_teachers.user_id': move('courses', [drop('course_id')]),
  'course_session_seats.user_id': move('courses', [drop('session_id')]),
  'enrollments.converted_by': move('records'),
  'enrollments.referrer_id': move('billing'),
  'lessons.student_id': { how: 'move', group: 'lessons', self: { column: 'teacher_id', onSelf: 'keep' } },
  'lessons.teacher_id': { how: 'move', group: 'lessons', self: { column: 'student_id', onSelf: 'keep' } },
  'lessons.attendance_taken_by': move('lessons'),
  'lesson_attendance.user_id': move('lessons', [drop('lesson_id')]),
  'lesson_attendance.taken_by': move('lessons'),
  'lesson_series.teacher_id': move('lessons'),
  'lesson_series.created_by': move('lessons'),
  'private_lesson_requests.student_id': move('lessons'),
  'private_lesson_requests.teacher_id': move('lessons'),
  'private_lesson_requests.requested_by': move('lessons'),
  'private_lesson_requests.responded_by': move('lessons'),
  'teacher_availability.user_id': move('lessons'),
  'roster_imports.created_by': move('records'),

  // Family: a link the target already has (or one from the target to itself) is dropped; a second
  // accepted parent of the target keeps its link on the duplicate (one accepted link per student).
  'parent_links.parent_id': {
    how: 'move',
    group: 'family',
    unique: [drop('student_id')],
    self: { column: 'student_id', onSelf: 'drop' },
  },
  'parent_links.student_id': {
    how: 'move',
    group: 'family',
    unique: [drop('parent_id'), { with: [], where: "{r}.status = 'accepted'", onConflict: 'keep' }],
    self: { column: 'parent_id', onSelf: 'drop' },
  },

  // Vocabulary and flashcards: a deck of the same slug moves renamed, so no card or review is lost.
  'flashcard_decks.user_id': move('learning', [{ with: ['slug'], onConflict: 'rename', renameColumn: 'slug' }]),
  'flashcards.user_id': move('learning'),
  'flashcard_reviews.user_id': move('learning', [keep('client_id')]),
  'word_favorites.user_id': move('learning', [drop('word_id')]),
  // A like stays on the duplicate when the target liked the same mnemonic (like_count stays right).
  'word_mnemonic_likes.user_id': move('learning', [keep('mnemonic_id')]),
  'word_mnemonics.user_id': move('learning'),
  'word_lists.created_by': move('authoring'),
  'vocab_usage.user_id': move('learning'),

  // Authoring and administration.
  'questions.author_id': move('authoring'),
  'tests.author_id': move('authoring'),
  'import_jobs.user_id': move('authoring'),
  'house_promotions.created_by': move('authoring'),
  'promotion_codes.created_by': move('authoring'),
  'short_urls.created_by': move('authoring'),

  // The merges themselves: the audit never changes.
  'user_merges.source_id': { how: 'keep', group: 'records', why: 'the audit of a merge' },
  'user_merges.target_id': { how: 'keep', group: 'records', why: 'the audit of a merge' },
  'user_merges.actor_id': { how: 'keep', group: 'records', why: 'the audit of a merge' },

  // Issue 20's other records (tuition and salary bills, progress reports, meetings, colleges): written by
  // other modules at the same time as this one; the catalogue test names any column added later.
  'tuition_bills.student_id': move('billing'),
  'tuition_bills.parent_id': move('billing'),
  'tuition_bills.created_by': move('billing'),
  'tuition_bills.issued_by': move('billing'),
  'tuition_bills.voided_by': move('billing'),
  'tuition_bill_lines.created_by': move('billing'),
  'tuition_payments.recorded_by': move('billing'),
  // One salary bill per teacher and period: the duplicate's bill of a period the target has stays with it.
  'salary_bills.teacher_id': move('billing', [keep('period')]),
  'salary_bills.created_by': move('billing'),
  'salary_bills.approved_by': move('billing'),
  'salary_bills.paid_by': move('billing'),
  'salary_bill_adjustments.created_by': move('billing'),
  'teacher_billing.user_id': move('billing', [keep()]),
  'teacher_billing.updated_by': move('billing'),
  'teacher_billing_reveals.teacher_id': { how: 'keep', group: 'billing', why: 'the audit of who saw a SSN' },
  'teacher_billing_reveals.revealed_by': { how: 'keep', group: 'billing', why: 'the audit of who saw a SSN' },
  'progress_reports.student_id': move('records'),
  'progress_reports.author_id': move('records'),
  'progress_reports.sent_by': move('records'),
  'meetings.created_by': move('records'),
  'meeting_attendees.user_id': move('records', [drop('meeting_id')]),
  'meeting_follow_ups.owner_id': move('records'),
  // A college both accounts target (or both accounts' test scores): the target's row wins, the duplicate's stays.
  'college_targets.student_id': move('records', [keep('college_id')]),
  'college_targets.created_by': move('records'),
  'college_scores.student_id': move('records', [keep()]),
  'college_scores.updated_by': move('records'),
  'counseling_reports.student_id': move('records'),
  'counseling_reports.created_by': move('records'),
  'counseling_reports.sent_by': move('records'),
};

/** `table.column` split. */
export const splitKind = (kind: string): [table: string, column: string] => {
  const [table, column] = kind.split('.');
  return [table!, column!];
};
