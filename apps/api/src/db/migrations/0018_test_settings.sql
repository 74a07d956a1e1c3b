-- Test settings (spec "test settings"): the version shown where a kind has both a digital and a paper form,
-- and the runner layout. Row-level security: these are columns of "users", whose tenant_isolation policy
-- (0001_rls.sql) already covers them; a user reads and writes them through their own tenant's row only.
ALTER TABLE "users" ADD COLUMN "test_version" text DEFAULT 'digital' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "test_layout" text DEFAULT 'comfortable' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_test_version" CHECK ("users"."test_version" in ('digital', 'paper'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_test_layout" CHECK ("users"."test_layout" in ('comfortable', 'strict'));
