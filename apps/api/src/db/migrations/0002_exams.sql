CREATE TABLE "module_questions" (
	"module_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"position" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "module_questions_module_id_question_id_pk" PRIMARY KEY("module_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"audio_url" text,
	"transcript" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"passage_id" uuid,
	"type" text NOT NULL,
	"task" text,
	"stem" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_key" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"domain" text,
	"skill" text,
	"difficulty" text,
	"irt_a" double precision,
	"irt_b" double precision,
	"irt_c" double precision,
	"pretest" boolean DEFAULT false NOT NULL,
	"solution" text,
	"seed_key" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"route" text DEFAULT 'base' NOT NULL,
	"rows" jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"route" text DEFAULT 'base' NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"break_after_seconds" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"adaptive" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_questions" ADD CONSTRAINT "module_questions_module_id_test_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."test_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_questions" ADD CONSTRAINT "module_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_questions" ADD CONSTRAINT "module_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_passage_id_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."passages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_tables" ADD CONSTRAINT "score_tables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_tables" ADD CONSTRAINT "score_tables_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_tables" ADD CONSTRAINT "score_tables_section_id_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."test_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_modules" ADD CONSTRAINT "test_modules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_modules" ADD CONSTRAINT "test_modules_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_modules" ADD CONSTRAINT "test_modules_section_id_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."test_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "module_questions_position_idx" ON "module_questions" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "module_questions_question_idx" ON "module_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_skill_idx" ON "questions" USING btree ("tenant_id","domain","skill");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_seed_key_idx" ON "questions" USING btree ("tenant_id","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "score_tables_route_idx" ON "score_tables" USING btree ("section_id","route");--> statement-breakpoint
CREATE UNIQUE INDEX "test_modules_stage_idx" ON "test_modules" USING btree ("section_id","position","route");--> statement-breakpoint
CREATE INDEX "test_modules_test_idx" ON "test_modules" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_sections_position_idx" ON "test_sections" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "tests_tenant_kind_idx" ON "tests" USING btree ("tenant_id","kind","type");--> statement-breakpoint
CREATE INDEX "tests_public_idx" ON "tests" USING btree ("kind","type") WHERE "tests"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "tests_seed_key_idx" ON "tests" USING btree ("tenant_id","seed_key");