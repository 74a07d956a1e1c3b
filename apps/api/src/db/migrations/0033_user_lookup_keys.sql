-- Decision 0050: a user's e-mail and username in lower case, kept by PostgreSQL, each with a plain index. A lookup
-- compares them with `=`: row-level security runs its check before a qual whose function is not leakproof
-- (`lower(email) = $1`), so that form could use no index and sign-in scanned every tenant's users.
ALTER TABLE "users" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text GENERATED ALWAYS AS (lower(username)) STORED;--> statement-breakpoint
CREATE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "users_username_key_idx" ON "users" USING btree ("username_key");