-- Decision 0050: a class's code and a promotion code in upper case, kept by PostgreSQL, each with a plain
-- index. A student joining a class by its code and a buyer applying a promotion code are looked up with `=`
-- on the key: under row-level security, `upper(code) = $1` (a function that is not leakproof on the column)
-- could use no index, so each lookup scanned every tenant's classes or codes. Uniqueness stays on the
-- (tenant_id, upper(code)) indexes.
ALTER TABLE "classes" ADD COLUMN "code_key" text GENERATED ALWAYS AS (upper(code)) STORED;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "code_key" text GENERATED ALWAYS AS (upper(code)) STORED;--> statement-breakpoint
CREATE INDEX "classes_code_key_idx" ON "classes" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "promotion_codes_code_key_idx" ON "promotion_codes" USING btree ("code_key");