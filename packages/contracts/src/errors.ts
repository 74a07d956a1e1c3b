import { z } from 'zod';

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
  // 404
  not_found: 404,
  tenant_not_found: 404,
  // 409
  conflict: 409,
  module_time_over: 409,
  stale_session: 409,
  grading_already_requested: 409,
  order_not_payable: 409,
  class_full: 409,
  class_test_not_available: 409,
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
  // 429
  too_many_requests: 429,
  ai_daily_limit_reached: 429,
  // 500
  internal_error: 500,
  // 502
  payment_provider_error: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** A field error: the dotted path of the field and a localized message. */
export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** The body of every error response. */
export const ErrorBody = z.object({
  code: ErrorCodeSchema,
  status: z.number().int(),
  message: z.string(),
  fieldErrors: z.array(FieldError).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const isErrorBody = (value: unknown): value is ErrorBody => ErrorBody.safeParse(value).success;
