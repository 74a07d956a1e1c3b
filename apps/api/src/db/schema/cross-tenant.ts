/**
 * Columns that name a row of another tenant-owned table WITHOUT a foreign key (decision 0050,
 * docs/SCALING.md "Foreign keys left out"): the row they name may belong to another tenant, so no
 * `(tenant_id, x) → (tenant_id, id)` key can describe them, and a Citus cluster distributed by `tenant_id`
 * could not enforce a single-column one. `apps/api/test/citus-keys.test.ts` exempts exactly these; the user
 * merge treats those that name users like the foreign keys to users. Not a table: index.ts does not export it.
 */
export const CROSS_TENANT_REFERENCES: Record<string, { target: string; why: string }> = {
  // Main's shared catalogue (decision 0006), named by rows of every tenant.
  'user_exams.test_id': {
    target: 'tests',
    why: "an attempt at main's shared test; a test with attempts is never deleted",
  },
  'user_exams.current_module_id': {
    target: 'test_modules',
    why: "a module of main's shared test; never deleted while attempted",
  },
  'user_exam_modules.module_id': {
    target: 'test_modules',
    why: "a module of main's shared test; never deleted while attempted",
  },
  'user_exam_answers.question_id': {
    target: 'questions',
    why: "main's shared question; a seen question is retired, never deleted",
  },
  'ai_estimates.question_id': { target: 'questions', why: "main's shared question, answered; retired, never deleted" },
  'grading_requests.question_id': {
    target: 'questions',
    why: "main's shared question, answered; retired, never deleted",
  },
  'ai_conversations.question_id': {
    target: 'questions',
    why: "main's shared question asked about; retired, never deleted",
  },
  'flashcards.question_id': { target: 'questions', why: "main's shared question of a review; retired, never deleted" },
  'module_questions.question_id': {
    target: 'questions',
    why: "main's shared question in a tenant's test; a public one stays",
  },
  'questions.passage_id': {
    target: 'passages',
    why: "main's shared passage; deletePassage refuses one any tenant uses",
  },
  'question_labels.label_id': {
    target: 'labels',
    why: "main's shared label; its deletion or merge removes every tenant's links",
  },
  'class_tests.test_id': { target: 'tests', why: "main's shared test given to a class; deleteTest refuses it (409)" },
  'regrade_audits.test_id': {
    target: 'tests',
    why: "a tenant's regrade of main's shared test; a test with attempts stays",
  },
  'flashcards.word_id': { target: 'words', why: "main's shared word; words are never deleted" },
  'vocab_usage.word_id': { target: 'words', why: "main's shared word; words are never deleted" },
  'word_favorites.word_id': { target: 'words', why: "main's shared word; words are never deleted" },
  'word_mnemonics.word_id': { target: 'words', why: "main's shared word; words are never deleted" },
  'flashcard_decks.word_list_id': {
    target: 'word_lists',
    why: "main's shared list; deleteList clears every tenant's decks",
  },
  'college_targets.college_id': {
    target: 'colleges',
    why: "main's shared college; its deletion removes every tenant's targets",
  },
  // Main's super admins act inside other tenants by id (decision 0004) and are named as the actor there.
  'idempotency_keys.actor_id': { target: 'users', why: "a super admin's adjustment or Pro grant in the user's tenant" },
  'coin_transactions.actor_id': { target: 'users', why: "a super admin's adjustment or refund in the user's tenant" },
  'coin_refunds.actor_id': { target: 'users', why: "a super admin's refund in the user's tenant" },
  'subscriptions.actor_id': { target: 'users', why: "a super admin's Pro grant in the user's tenant" },
  'org_wallet_moves.actor_id': { target: 'users', why: "a super admin's adjustment of a company's points" },
  'class_materials.created_by': { target: 'users', why: "a super admin manages any tenant's class" },
  'uploads.owner_id': { target: 'users', why: "a super admin's upload of a class material in the class's tenant" },
  'class_tests.created_by': { target: 'users', why: "a super admin manages any tenant's class" },
  'lesson_series.created_by': { target: 'users', why: "a super admin manages any tenant's class lessons" },
  'lessons.attendance_taken_by': { target: 'users', why: "a super admin takes attendance in any tenant's class" },
  'lesson_attendance.taken_by': { target: 'users', why: "a super admin takes attendance in any tenant's class" },
};
