export * from './platform.ts';
export * from './users.ts';
export * from './content.ts';
export * from './exams.ts';
export * from './attempts.ts';
export * from './commerce.ts';
export * from './classes.ts';
export * from './ai.ts';
export * from './question-bank.ts';
export * from './ai-estimates.ts';
export * from './vocabulary.ts';
export * from './outreach.ts';
export * from './front-desk.ts';
export * from './courses.ts';
export * from './lessons.ts';
export * from './back-office.ts';
export * from './salary.ts';
export * from './colleges.ts';
export * from './progress-meetings.ts';
export * from './tuition.ts';

/** Every table that carries `tenant_id`; each has row-level security enabled and forced. */
export const TENANT_OWNED_TABLES = [
  'users',
  'user_roles',
  'access_tokens',
  'one_time_tokens',
  'student_profiles',
  'teacher_profiles',
  'parent_profiles',
  'parent_links',
  'parent_link_codes',
  'uploads',
  'mail_outbox',
  'feedback',
  'activity_logs',
  'tests',
  'test_sections',
  'test_modules',
  'passages',
  'questions',
  'module_questions',
  'score_tables',
  'user_exams',
  'user_exam_modules',
  'user_exam_answers',
  'coin_transactions',
  'coin_entries',
  'coin_balances',
  'idempotency_keys',
  'payment_orders',
  'subscriptions',
  'result_unlocks',
  'grading_requests',
  'referral_codes',
  'referrals',
  'classes',
  'class_teachers',
  'class_students',
  'class_materials',
  'class_tests',
  'class_test_invitations',
  'org_wallets',
  'org_wallet_moves',
  'ai_conversations',
  'ai_messages',
  'labels',
  'question_labels',
  'import_jobs',
  'regrade_audits',
  'ai_estimates',
  'word_list_categories',
  'word_lists',
  'words',
  'word_list_words',
  'word_favorites',
  'word_mnemonics',
  'word_mnemonic_likes',
  'vocab_usage',
  'flashcard_decks',
  'flashcards',
  'flashcard_reviews',
  'contact_messages',
  'house_promotions',
  'promotion_codes',
  'promotion_code_uses',
  'enrollments',
  'courses',
  'course_teachers',
  'course_students',
  'course_sessions',
  'course_session_seats',
  'lesson_series',
  'lessons',
  'lesson_attendance',
  'teacher_availability',
  'private_lesson_requests',
  'calendar_feeds',
  'roster_imports',
  'short_urls',
  'user_merges',
  'coin_refunds',
  'teacher_billing',
  'teacher_billing_reveals',
  'salary_bills',
  'salary_bill_lessons',
  'salary_bill_adjustments',
  'colleges',
  'college_targets',
  'college_scores',
  'counseling_reports',
  'progress_reports',
  'meetings',
  'meeting_attendees',
  'meeting_follow_ups',
  'tuition_bills',
  'tuition_bill_lines',
  'tuition_payments',
] as const;
