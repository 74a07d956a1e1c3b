CREATE TABLE "meeting_attendees" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "meeting_attendees_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"description" text NOT NULL,
	"due_on" date NOT NULL,
	"owner_id" uuid NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"author_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_reports_status" CHECK ("progress_reports"."status" in ('draft', 'sent')),
	CONSTRAINT "progress_reports_period" CHECK ("progress_reports"."period_end" >= "progress_reports"."period_start"),
	CONSTRAINT "progress_reports_sent_data" CHECK ("progress_reports"."status" = 'draft' or ("progress_reports"."data" is not null and "progress_reports"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_follow_ups" ADD CONSTRAINT "meeting_follow_ups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_follow_ups" ADD CONSTRAINT "meeting_follow_ups_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_follow_ups" ADD CONSTRAINT "meeting_follow_ups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_attendees_user_idx" ON "meeting_attendees" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_follow_ups_owner_idx" ON "meeting_follow_ups" USING btree ("tenant_id","owner_id","done","due_on");--> statement-breakpoint
CREATE INDEX "meeting_follow_ups_meeting_idx" ON "meeting_follow_ups" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meetings_tenant_held_idx" ON "meetings" USING btree ("tenant_id","held_at");--> statement-breakpoint
CREATE INDEX "progress_reports_student_idx" ON "progress_reports" USING btree ("tenant_id","student_id","period_start");--> statement-breakpoint
CREATE INDEX "progress_reports_author_idx" ON "progress_reports" USING btree ("tenant_id","author_id");--> statement-breakpoint
ALTER TABLE "progress_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "progress_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "progress_reports" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "meetings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "meetings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "meetings" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "meeting_attendees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "meeting_attendees" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "meeting_attendees" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "meeting_follow_ups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "meeting_follow_ups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "meeting_follow_ups" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
