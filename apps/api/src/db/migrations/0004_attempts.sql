CREATE TABLE "user_exam_answers" (
	"user_exam_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"answer" jsonb,
	"flagged" boolean DEFAULT false NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_exam_answers_user_exam_id_question_id_pk" PRIMARY KEY("user_exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "user_exam_modules" (
	"user_exam_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"correct" integer,
	"operational" integer,
	CONSTRAINT "user_exam_modules_user_exam_id_module_id_pk" PRIMARY KEY("user_exam_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "user_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"epoch" integer DEFAULT 1 NOT NULL,
	"current_module_id" uuid,
	"module_ordinal" integer DEFAULT 1 NOT NULL,
	"module_started_at" timestamp with time zone,
	"module_deadline_at" timestamp with time zone,
	"routes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scores" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD CONSTRAINT "user_exam_answers_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD CONSTRAINT "user_exam_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD CONSTRAINT "user_exam_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_modules" ADD CONSTRAINT "user_exam_modules_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_modules" ADD CONSTRAINT "user_exam_modules_module_id_test_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."test_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exam_modules" ADD CONSTRAINT "user_exam_modules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_current_module_id_test_modules_id_fk" FOREIGN KEY ("current_module_id") REFERENCES "public"."test_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_exam_answers_module_idx" ON "user_exam_answers" USING btree ("user_exam_id","module_id");--> statement-breakpoint
CREATE INDEX "user_exams_user_idx" ON "user_exams" USING btree ("tenant_id","user_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_exams_open_idx" ON "user_exams" USING btree ("user_id","test_id") WHERE "user_exams"."status" = 'in_progress';