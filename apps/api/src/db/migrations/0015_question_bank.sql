CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'importing' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"format" text,
	"file_name" text NOT NULL,
	"file_path" text,
	"shared" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"locked_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_labels" (
	"question_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "question_labels_question_id_label_id_pk" PRIMARY KEY("question_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "text_hash" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "sample_answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "root_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD COLUMN "first_answer" jsonb;--> statement-breakpoint
-- Hand-written backfill (decision 0024): existing questions take kind and section from the first test that
-- uses them (module_questions -> test_modules -> test_sections, tests); a question used by no test (none
-- exist before issue 13) falls back to sat/math. Every existing row is version 1 of itself. The first
-- answer of existing answers is unknown, so it is left null (statistics count no change for them).
UPDATE "questions" q SET "kind" = u.kind, "section" = u.section
FROM (
  SELECT DISTINCT ON (mq.question_id) mq.question_id, t.kind, ts.section
  FROM "module_questions" mq
  JOIN "test_modules" tm ON tm.id = mq.module_id
  JOIN "test_sections" ts ON ts.id = tm.section_id
  JOIN "tests" t ON t.id = tm.test_id
  ORDER BY mq.question_id, t.created_at, ts.position
) u
WHERE u.question_id = q.id;--> statement-breakpoint
UPDATE "questions" SET "kind" = 'sat' WHERE "kind" IS NULL;--> statement-breakpoint
UPDATE "questions" SET "section" = 'math' WHERE "section" IS NULL;--> statement-breakpoint
UPDATE "questions" SET "root_id" = "id", "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "section" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "root_id" SET NOT NULL;--> statement-breakpoint
-- The passage text hash as lib/rich-text.ts passageTextHash computes it: markup removed, whitespace
-- collapsed, trimmed, lower case, SHA-256 in hex.
UPDATE "passages" SET "text_hash" = encode(sha256(convert_to(lower(btrim(regexp_replace(regexp_replace("body", '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g'))), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_labels" ADD CONSTRAINT "question_labels_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_labels" ADD CONSTRAINT "question_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_labels" ADD CONSTRAINT "question_labels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_tenant_idx" ON "import_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_pending_idx" ON "import_jobs" USING btree ("created_at") WHERE "import_jobs"."status" = 'importing';--> statement-breakpoint
CREATE UNIQUE INDEX "labels_tenant_name_uq" ON "labels" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "question_labels_label_idx" ON "question_labels" USING btree ("label_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passages_text_hash_idx" ON "passages" USING btree ("tenant_id","text_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_source_id_uq" ON "questions" USING btree ("tenant_id","source_id") WHERE "questions"."source_id" IS NOT NULL AND "questions"."status" <> 'retired';--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("tenant_id","status","kind","section","updated_at");--> statement-breakpoint
CREATE INDEX "questions_root_idx" ON "questions" USING btree ("root_id");