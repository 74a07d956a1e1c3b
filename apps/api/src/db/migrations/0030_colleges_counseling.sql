CREATE TABLE "colleges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"sat_25" integer,
	"sat_75" integer,
	"act_25" integer,
	"act_75" integer,
	"admission_rate" numeric(5, 4),
	"ed_deadline" date,
	"ea_deadline" date,
	"rd_deadline" date,
	"website" text DEFAULT '' NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colleges_sat_range" CHECK ("colleges"."sat_25" is null or "colleges"."sat_75" is null or ("colleges"."sat_25" >= 400 and "colleges"."sat_75" <= 1600 and "colleges"."sat_25" < "colleges"."sat_75")),
	CONSTRAINT "colleges_act_range" CHECK ("colleges"."act_25" is null or "colleges"."act_75" is null or ("colleges"."act_25" >= 1 and "colleges"."act_75" <= 36 and "colleges"."act_25" < "colleges"."act_75")),
	CONSTRAINT "colleges_admission_rate" CHECK ("colleges"."admission_rate" is null or ("colleges"."admission_rate" >= 0 and "colleges"."admission_rate" <= 1))
);
--> statement-breakpoint
CREATE TABLE "college_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"college_id" uuid NOT NULL,
	"category" text,
	"category_overridden" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"round" text DEFAULT 'rd' NOT NULL,
	"deadline" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_targets_category" CHECK ("college_targets"."category" is null or "college_targets"."category" in ('reach', 'target', 'safety')),
	CONSTRAINT "college_targets_status" CHECK ("college_targets"."status" in ('planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'denied', 'enrolled')),
	CONSTRAINT "college_targets_round" CHECK ("college_targets"."round" in ('ed', 'ea', 'rd', 'rolling'))
);
--> statement-breakpoint
CREATE TABLE "college_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"sat_total" integer,
	"act_composite" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_scores_sat" CHECK ("college_scores"."sat_total" is null or ("college_scores"."sat_total" >= 400 and "college_scores"."sat_total" <= 1600)),
	CONSTRAINT "college_scores_act" CHECK ("college_scores"."act_composite" is null or ("college_scores"."act_composite" >= 1 and "college_scores"."act_composite" <= 36))
);
--> statement-breakpoint
CREATE TABLE "counseling_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"title" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scores" jsonb DEFAULT '{"sat":null,"act":null}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counseling_reports_status" CHECK ("counseling_reports"."status" in ('draft', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_targets" ADD CONSTRAINT "college_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_targets" ADD CONSTRAINT "college_targets_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_targets" ADD CONSTRAINT "college_targets_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_targets" ADD CONSTRAINT "college_targets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_scores" ADD CONSTRAINT "college_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_scores" ADD CONSTRAINT "college_scores_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_scores" ADD CONSTRAINT "college_scores_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reports" ADD CONSTRAINT "counseling_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reports" ADD CONSTRAINT "counseling_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reports" ADD CONSTRAINT "counseling_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reports" ADD CONSTRAINT "counseling_reports_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colleges_tenant_name_idx" ON "colleges" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "colleges_seed_key_idx" ON "colleges" USING btree ("tenant_id","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "college_targets_student_college_idx" ON "college_targets" USING btree ("tenant_id","student_id","college_id");--> statement-breakpoint
CREATE UNIQUE INDEX "college_scores_student_idx" ON "college_scores" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "counseling_reports_student_idx" ON "counseling_reports" USING btree ("tenant_id","student_id");--> statement-breakpoint
-- Row-level security (decision 0047): each table is tenant-owned; main's colleges are also the shared
-- catalogue every tenant reads (SELECT only, so no tenant can change them), like main's public tests.
ALTER TABLE "colleges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "colleges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "colleges" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
CREATE POLICY shared_catalogue ON "colleges" FOR SELECT USING (tenant_id = (SELECT app_main_tenant_id()));--> statement-breakpoint
ALTER TABLE "college_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "college_targets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "college_targets" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "college_scores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "college_scores" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "college_scores" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "counseling_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "counseling_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "counseling_reports" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
