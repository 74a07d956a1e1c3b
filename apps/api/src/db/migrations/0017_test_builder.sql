CREATE TABLE "regrade_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"user_exam_id" uuid NOT NULL,
	"actor_id" uuid,
	"reason" text NOT NULL,
	"old_scores" jsonb,
	"new_scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_tables" ADD COLUMN "origin" text DEFAULT 'estimate' NOT NULL;--> statement-breakpoint
ALTER TABLE "score_tables" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "test_modules" ADD COLUMN "directions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sections" ADD COLUMN "harder_at_or_above" double precision;--> statement-breakpoint
ALTER TABLE "test_sections" ADD COLUMN "directions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "root_id" uuid;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "directions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "regraded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "regrade_audits" ADD CONSTRAINT "regrade_audits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrade_audits" ADD CONSTRAINT "regrade_audits_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrade_audits" ADD CONSTRAINT "regrade_audits_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regrade_audits_attempt_idx" ON "regrade_audits" USING btree ("user_exam_id");--> statement-breakpoint
CREATE INDEX "regrade_audits_test_idx" ON "regrade_audits" USING btree ("test_id");--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tests_root_idx" ON "tests" USING btree ("root_id");--> statement-breakpoint
-- Issue 14 (decision 0027): every existing test is the first version of itself; a new test's root is its
-- own id unless the insert names one (a new version names its first version's id).
UPDATE "tests" SET "root_id" = "id" WHERE "root_id" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tests_fill_root_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.root_id IS NULL THEN NEW.root_id := NEW.id; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tests_root_id BEFORE INSERT ON "tests" FOR EACH ROW EXECUTE FUNCTION tests_fill_root_id();--> statement-breakpoint
-- The demo's tables are estimates (College Board publishes none for the adaptive test); a centre's own
-- tables are written as `own` by the builder.
ALTER TABLE "regrade_audits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "regrade_audits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "regrade_audits" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
