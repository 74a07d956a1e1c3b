CREATE TABLE "salary_bill_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"comment" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_bill_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"lesson_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"attended" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"lessons_cents" integer DEFAULT 0 NOT NULL,
	"adjustments_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_by" uuid,
	"paid_at" timestamp with time zone,
	"paid_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_bills_status" CHECK ("salary_bills"."status" in ('draft', 'approved', 'paid')),
	CONSTRAINT "salary_bills_period" CHECK ("salary_bills"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "teacher_billing" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_billing_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"revealed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_bill_adjustments" ADD CONSTRAINT "salary_bill_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bill_adjustments" ADD CONSTRAINT "salary_bill_adjustments_bill_id_salary_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."salary_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bill_adjustments" ADD CONSTRAINT "salary_bill_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bill_lessons" ADD CONSTRAINT "salary_bill_lessons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bill_lessons" ADD CONSTRAINT "salary_bill_lessons_bill_id_salary_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."salary_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bill_lessons" ADD CONSTRAINT "salary_bill_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bills" ADD CONSTRAINT "salary_bills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bills" ADD CONSTRAINT "salary_bills_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bills" ADD CONSTRAINT "salary_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bills" ADD CONSTRAINT "salary_bills_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_bills" ADD CONSTRAINT "salary_bills_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_billing" ADD CONSTRAINT "teacher_billing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_billing" ADD CONSTRAINT "teacher_billing_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_billing" ADD CONSTRAINT "teacher_billing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_billing_reveals" ADD CONSTRAINT "teacher_billing_reveals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_billing_reveals" ADD CONSTRAINT "teacher_billing_reveals_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_billing_reveals" ADD CONSTRAINT "teacher_billing_reveals_revealed_by_users_id_fk" FOREIGN KEY ("revealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_bill_adjustments_bill_idx" ON "salary_bill_adjustments" USING btree ("bill_id","created_at");--> statement-breakpoint
CREATE INDEX "salary_bill_lessons_bill_idx" ON "salary_bill_lessons" USING btree ("bill_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_bills_teacher_period_uq" ON "salary_bills" USING btree ("tenant_id","teacher_id","period");--> statement-breakpoint
CREATE INDEX "salary_bills_period_idx" ON "salary_bills" USING btree ("tenant_id","period");--> statement-breakpoint
CREATE INDEX "teacher_billing_reveals_teacher_idx" ON "teacher_billing_reveals" USING btree ("tenant_id","teacher_id","created_at");--> statement-breakpoint
ALTER TABLE "teacher_billing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "teacher_billing" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "teacher_billing" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "teacher_billing_reveals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "teacher_billing_reveals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "teacher_billing_reveals" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "salary_bills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_bills" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "salary_bills" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "salary_bill_lessons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_bill_lessons" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "salary_bill_lessons" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "salary_bill_adjustments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_bill_adjustments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "salary_bill_adjustments" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
