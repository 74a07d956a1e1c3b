/** Business constants of spec §9 that are not tenant settings. Zod-free (part of the light entry). */
/** localStorage keys the app and the runner share (spec §9). */
export const TOKEN_STORAGE_KEY = 'id_token';
export const TENANT_STORAGE_KEY = 'tenant';
export const LAST_PATH_STORAGE_KEY = 'last_path';
export const LANG_STORAGE_KEY = 'lang';
/**
 * Cookies that only tell the server how to paint a public page before the app runs (decision 0055): the
 * language chosen in this browser, that a session is stored here (its pages are never painted by the
 * server) and the tenant override. Neither is a credential: the session itself stays a bearer token in localStorage.
 */
export const LANG_COOKIE = 'pw_lang';
export const SIGNED_IN_COOKIE = 'pw_signed_in';
/** The tenant override this browser keeps (`?tenant=`, local and test set-ups), so the server paints that tenant. */
export const TENANT_COOKIE = 'pw_tenant';
/**
 * A copy of the session's bearer token for the document request of the student's dashboard, which the
 * server paints with the student's own data (decision 0056). SameSite=Strict; the API never takes it as a
 * credential (it reads the Authorization header only), the page's painter alone does.
 */
export const SESSION_COOKIE = 'pw_session';
/**
 * The promotions a member hid for today in this browser ("Hide for today"), copied from localStorage for the
 * painter of her dashboard (decision 0056), so a hidden one is never painted: `{ k, ids }` as JSON, `k` naming
 * the tenant and the member, expiring at the browser's local midnight. A hint, never a credential.
 */
export const PROMOTIONS_HIDDEN_COOKIE = 'pw_promo_hidden';
/** The element of a painted signed-in page that hands its data to the app: a JSON data block, never run. */
export const PAINTED_STATE_ID = 'pw-painted-state';
export const TRANSACTION_PAGE_SIZE = 20;
export const USER_PAGE_SIZE = 20;
export const API_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PHONE_MIN_DIGITS = 7;
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
export const FLASHCARD_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A company's logo (issue 17): PNG, JPEG, GIF or WebP up to 2 MB; SVG is refused (it can carry script). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Above this share of the model's context budget further sends are refused (spec §5, §9). */
export const AI_USAGE_THRESHOLD = 0.8;
/** The tutor's typing animation's pace (spec §9). */
export const AI_TYPING_MS_PER_CHAR = 5;
/** Longest single message a student may send to the tutor. */
export const AI_MESSAGE_MAX_CHARS = 4000;
/** At most this many messages go with a question (AskInput). */
export const AI_MAX_MESSAGES = 200;
export const MOBILE_BREAKPOINT_PX = 768;
export const DRAWER_BREAKPOINT_PX = 992;
/** Request header names the clients send (lower case, as Node reads them). */
export const TENANT_HEADER = 'x-tenant';
/** Coin-moving and Pro-granting calls carry one (commerce.ts's IdempotencyKey is its value). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAIN_TENANT = 'main';
