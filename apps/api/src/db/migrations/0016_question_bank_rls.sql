-- Issue 13: row-level security on the question bank's tables, like every tenant-owned table. Labels and
-- their question links carry is_public: main's public ones are the shared catalogue every tenant reads.
-- That policy is FOR SELECT only, so INSERT, UPDATE and DELETE still pass through tenant_isolation alone.
ALTER TABLE "labels" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "labels" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "labels" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "labels" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "question_labels" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "question_labels" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "question_labels" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "question_labels" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "import_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "import_jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "import_jobs" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
