// Zod-free (the light entry): the error catalogue and a reader of error bodies for clients without zod.
/**
 * The one catalogue of error codes (spec §8). The server maps each code to its HTTP status here,
 * the client branches on `code` — never on message text.
 */
export const ERROR_STATUS = {
  // 400
  insufficient_balance: 400,
  taken_over_3_exam: 400,
  practice_exam_has_taken: 400,
  exam_attempt: 400,
  practice_exam_title_exists: 400,
  sat_passage_exists: 400,
  teaching_class_not_found: 400,
  bad_request: 400,
  practice_only: 400,
  grading_not_available: 400,
  payment_signature_invalid: 400,
  referral_nothing_to_exchange: 400,
  idempotency_key_required: 400,
  ai_conversation_over_limit: 400,
  // 401
  unauthenticated: 401,
  // 402
  exceeded_test: 402,
  print_pdf_forbidden: 402,
  point_is_not_enough: 402,
  insufficient_coins: 402,
  // 403
  forbidden: 403,
  course_expired: 403,
  course_maintenance: 403,
  college_shared: 403,
  // 404
  not_found: 404,
  tenant_not_found: 404,
  // 409
  conflict: 409,
  ai_estimate_unavailable: 409,
  module_time_over: 409,
  stale_session: 409,
  grading_already_requested: 409,
  order_not_payable: 409,
  class_full: 409,
  class_test_not_available: 409,
  promotion_code_in_use: 409,
  teacher_busy: 409,
  outside_teacher_hours: 409,
  salary_bill_state_invalid: 409,
  private_lesson_not_open: 409,
  session_payment_pending: 409,
  roster_import_not_ready: 409,
  college_already_listed: 409,
  counseling_report_sent: 409,
  progress_report_sent: 409,
  short_url_code_taken: 409,
  user_already_merged: 409,
  refund_not_allowed: 409,
  tuition_bill_state_invalid: 409,
  // 413 / 415
  file_too_large: 413,
  unsupported_file_type: 415,
  // 422
  validation_failed: 422,
  incorrect_credentials: 422,
  user_not_found: 422,
  username_taken: 422,
  email_taken: 422,
  organization_name_exists: 422,
  password_incorrect: 422,
  invalid_phone: 422,
  captcha_invalid: 422,
  captcha_required: 422,
  reset_link_invalid: 422,
  verification_link_invalid: 422,
  instructor_code_invalid: 422,
  student_email_not_found: 422,
  student_already_linked: 422,
  parent_link_code_invalid: 422,
  host_name_taken: 422,
  slug_taken: 422,
  grade_out_of_range: 422,
  unknown_plan: 422,
  referral_code_invalid: 422,
  idempotency_key_reused: 422,
  choose_at_least_one_student: 422,
  not_a_teacher: 422,
  label_exists: 422,
  draft_key_mismatch: 422,
  import_file_invalid: 422,
  offline_generation_unsupported: 422,
  promotion_code_unknown: 422,
  promotion_code_expired: 422,
  promotion_code_not_yet_valid: 422,
  promotion_code_used_up: 422,
  promotion_code_user_limit: 422,
  promotion_code_not_applicable: 422,
  promotion_code_new_users_only: 422,
  promotion_code_exists: 422,
  enrollment_emails_not_distinct: 422,
  graduation_year_past: 422,
  enrollment_class_unavailable: 422,
  student_email_missing: 422,
  invalid_link: 422,
  lesson_times_invalid: 422,
  lesson_time_past: 422,
  availability_overlap: 422,
  roster_file_invalid: 422,
  salary_total_negative: 422,
  college_range_invalid: 422,
  progress_period_invalid: 422,
  meeting_person_invalid: 422,
  short_url_path_invalid: 422,
  merge_same_user: 422,
  tuition_bill_total_invalid: 422,
  tuition_recipient_invalid: 422,
  // 429
  too_many_requests: 429,
  ai_daily_limit_reached: 429,
  // 500
  internal_error: 500,
  // 502
  payment_provider_error: 502,
  ai_provider_error: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** errors.ts's `ErrorBody` (a compile-time check there keeps the two equal). */
export interface ErrorBodyFields {
  code: ErrorCode;
  status: number;
  message: string;
  fieldErrors?: { path: string; message: string }[] | undefined;
  details?: Record<string, unknown> | undefined;
  requestId?: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldError = (value: unknown): value is { path: string; message: string } =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * An error response's body read without zod (the runner and the tutor have none): the ErrorBody when the
 * value is one (as errors.ts's schema would accept it), else null. Unknown keys are dropped.
 */
export const errorBodyOf = (value: unknown): ErrorBodyFields | null => {
  if (!isRecord(value) || !isErrorCode(value.code) || typeof value.message !== 'string') return null;
  if (typeof value.status !== 'number' || !Number.isInteger(value.status)) return null;
  const { fieldErrors, details, requestId } = value;
  if (fieldErrors !== undefined && !(Array.isArray(fieldErrors) && fieldErrors.every(isFieldError))) return null;
  if (details !== undefined && !isRecord(details)) return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  return {
    code: value.code,
    status: value.status,
    message: value.message,
    ...(fieldErrors !== undefined ? { fieldErrors: fieldErrors.map(({ path, message }) => ({ path, message })) } : {}),
    ...(details !== undefined ? { details } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
};
