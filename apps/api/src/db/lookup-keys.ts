import { sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

/**
 * A user by e-mail or by username, case-insensitive, through the stored `lower(…)` keys (migration 0033): a
 * plain `=` on a column is what row-level security lets an index serve. `lower(email) = $1` puts a function
 * that is not leakproof on the column, which the policy's check must run before, so no index could find the
 * row and sign-in scanned every tenant's users (decision 0050).
 */
export const emailIs = (email: string) => sql`${users.emailKey} = lower(${email})`;
export const usernameIs = (username: string) => sql`${users.usernameKey} = lower(${username})`;
