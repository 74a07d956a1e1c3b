CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"type" text NOT NULL,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_text" text DEFAULT '' NOT NULL,
	"students" jsonb NOT NULL,
	"parent" jsonb,
	"payment_way" text NOT NULL,
	"currency" text NOT NULL,
	"referral_code" text,
	"referrer_id" uuid,
	"together_with" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payment_status" text DEFAULT 'unknown' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"read_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"ip_hash" text NOT NULL,
	"converted_at" timestamp with time zone,
	"converted_by" uuid,
	"accounts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_converted_by_users_id_fk" FOREIGN KEY ("converted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_tenant_created_idx" ON "enrollments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "enrollments_tenant_status_idx" ON "enrollments" USING btree ("tenant_id","status","read_at");--> statement-breakpoint
ALTER TABLE "enrollments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrollments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "enrollments" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));