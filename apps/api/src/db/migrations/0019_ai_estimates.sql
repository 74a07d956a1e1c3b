CREATE TABLE "ai_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_exam_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"max" integer NOT NULL,
	"transcript" text,
	"rationale" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_estimates" ADD CONSTRAINT "ai_estimates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_estimates" ADD CONSTRAINT "ai_estimates_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_estimates" ADD CONSTRAINT "ai_estimates_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_estimates_answer_idx" ON "ai_estimates" USING btree ("user_exam_id","question_id");--> statement-breakpoint
CREATE INDEX "ai_estimates_tenant_idx" ON "ai_estimates" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- Issue 15 (decision 0033): row-level security on the AI pre-grades, like every tenant-owned table.
ALTER TABLE "ai_estimates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_estimates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ai_estimates" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
