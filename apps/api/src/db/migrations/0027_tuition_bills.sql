CREATE TABLE "tuition_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"file_path" text,
	"file_name" text,
	"file_mime" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tuition_bill_lines_kind" CHECK ("tuition_bill_lines"."kind" in ('price', 'discount', 'deposit', 'prepayment', 'refund')),
	CONSTRAINT "tuition_bill_lines_amount" CHECK ("tuition_bill_lines"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "tuition_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"parent_id" uuid,
	"period" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tuition_bills_status" CHECK ("tuition_bills"."status" in ('draft', 'issued', 'partially_paid', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "tuition_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"method" text NOT NULL,
	"order_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tuition_payments_method" CHECK ("tuition_payments"."method" in ('cash', 'transfer', 'online')),
	CONSTRAINT "tuition_payments_amount" CHECK ("tuition_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tuition_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "tuition_bill_lines" ADD CONSTRAINT "tuition_bill_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bill_lines" ADD CONSTRAINT "tuition_bill_lines_bill_id_tuition_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."tuition_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bill_lines" ADD CONSTRAINT "tuition_bill_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bills" ADD CONSTRAINT "tuition_bills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bills" ADD CONSTRAINT "tuition_bills_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bills" ADD CONSTRAINT "tuition_bills_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bills" ADD CONSTRAINT "tuition_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bills" ADD CONSTRAINT "tuition_bills_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_bills" ADD CONSTRAINT "tuition_bills_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_payments" ADD CONSTRAINT "tuition_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_payments" ADD CONSTRAINT "tuition_payments_bill_id_tuition_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."tuition_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_payments" ADD CONSTRAINT "tuition_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tuition_bill_lines_bill_idx" ON "tuition_bill_lines" USING btree ("bill_id","created_at");--> statement-breakpoint
CREATE INDEX "tuition_bills_tenant_idx" ON "tuition_bills" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "tuition_bills_student_idx" ON "tuition_bills" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "tuition_bills_parent_idx" ON "tuition_bills" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "tuition_payments_bill_idx" ON "tuition_payments" USING btree ("bill_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tuition_payments_order_idx" ON "tuition_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "tuition_bills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tuition_bills" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tuition_bills" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "tuition_bill_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tuition_bill_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tuition_bill_lines" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "tuition_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tuition_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tuition_payments" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
