-- Exam content (issue 3): tenant isolation as for every tenant-owned table, plus the shared catalogue.
-- decisions.md "Tenancy": tests and questions owned by `main` and marked public are visible to every tenant
-- (read-only); a tenant's own content is visible to that tenant only. The extra policy is FOR SELECT only,
-- so INSERT, UPDATE and DELETE still pass through tenant_isolation alone: no tenant can change main's rows.
CREATE OR REPLACE FUNCTION app_main_tenant_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM tenants WHERE slug = 'main'
$$;
--> statement-breakpoint
ALTER TABLE "tests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tests" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "tests" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "test_sections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "test_sections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "test_sections" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "test_sections" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "test_modules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "test_modules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "test_modules" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "test_modules" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "passages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "passages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "passages" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "passages" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "questions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "questions" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "questions" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "module_questions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "module_questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "module_questions" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "module_questions" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
--> statement-breakpoint
ALTER TABLE "score_tables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "score_tables" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "score_tables" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY shared_catalogue ON "score_tables" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));
