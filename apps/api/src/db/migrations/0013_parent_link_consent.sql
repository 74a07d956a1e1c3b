CREATE TABLE "parent_link_codes" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "parent_links_student_uq";--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Issue 11: a link now starts pending and gives no access until the student accepts. The links made before
-- (the demo's among them) stay accepted: the column is added with 'accepted', then new rows default to 'pending'.
ALTER TABLE "parent_links" ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_links" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "parent_links" SET "accepted_at" = "created_at" WHERE "status" = 'accepted';--> statement-breakpoint
ALTER TABLE "parent_link_codes" ADD CONSTRAINT "parent_link_codes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_link_codes" ADD CONSTRAINT "parent_link_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_id_uq" ON "parent_links" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_student_accepted_uq" ON "parent_links" USING btree ("student_id") WHERE "parent_links"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "parent_links_student_idx" ON "parent_links" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_status_check" CHECK ("parent_links"."status" in ('pending', 'accepted'));