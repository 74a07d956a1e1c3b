/** Business constants of spec §9 that are not tenant settings. */
export const TOKEN_STORAGE_KEY = 'id_token';
export const TENANT_STORAGE_KEY = 'tenant';
export const LAST_PATH_STORAGE_KEY = 'last_path';
export const TRANSACTION_PAGE_SIZE = 20;
export const USER_PAGE_SIZE = 20;
export const API_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PHONE_MIN_DIGITS = 7;
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
export const FLASHCARD_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AI_USAGE_THRESHOLD = 0.8;
export const AI_TYPING_MS_PER_CHAR = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const DRAWER_BREAKPOINT_PX = 992;
export const TENANT_HEADER = 'x-tenant';
export const MAIN_TENANT = 'main';
