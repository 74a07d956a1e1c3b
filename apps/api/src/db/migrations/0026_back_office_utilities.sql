CREATE TABLE "short_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"code" text NOT NULL,
	"path" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_urls_path" CHECK (left("short_urls"."path", 1) = '/' and left("short_urls"."path", 2) <> '//')
);
--> statement-breakpoint
CREATE TABLE "user_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"actor_id" uuid,
	"source_email" text NOT NULL,
	"source_username" text,
	"coins_moved" integer DEFAULT 0 NOT NULL,
	"moved" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"transaction_id" uuid,
	"actor_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_refunds_kind" CHECK ("coin_refunds"."kind" in ('order', 'grading'))
);
--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_source_id_users_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_merges" ADD CONSTRAINT "user_merges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_refunds" ADD CONSTRAINT "coin_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_refunds" ADD CONSTRAINT "coin_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_refunds" ADD CONSTRAINT "coin_refunds_transaction_id_coin_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."coin_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_refunds" ADD CONSTRAINT "coin_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_code_uq" ON "short_urls" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "short_urls_tenant_created_idx" ON "short_urls" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_merges_source_uq" ON "user_merges" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "user_merges_tenant_created_idx" ON "user_merges" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_refunds_source_uq" ON "coin_refunds" USING btree ("tenant_id","kind","source_id");--> statement-breakpoint
CREATE INDEX "coin_refunds_user_idx" ON "coin_refunds" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "short_urls" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "short_urls" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "short_urls" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "user_merges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_merges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_merges" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "coin_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coin_refunds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coin_refunds" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
