import { sql } from 'drizzle-orm';
import { classes, promotionCodes, users } from './schema/index.ts';

/**
 * Case-insensitive lookups through stored keys (migrations 0033 and 0035, decision 0050): a user by e-mail
 * or username (`lower(…)`), a class by the code a student types and a promotion code by its text
 * (`upper(code)`). A plain `=` on a column is what row-level security lets an index serve. `lower(email) =
 * $1` puts a function that is not leakproof on the column, which the policy's check must run before, so no
 * index could find the row and each lookup scanned every tenant's rows.
 */
export const emailIs = (email: string) => sql`${users.emailKey} = lower(${email})`;
export const usernameIs = (username: string) => sql`${users.usernameKey} = lower(${username})`;
export const classCodeIs = (code: string) => sql`${classes.codeKey} = upper(${code})`;
export const promotionCodeIs = (code: string) => sql`${promotionCodes.codeKey} = upper(${code})`;
