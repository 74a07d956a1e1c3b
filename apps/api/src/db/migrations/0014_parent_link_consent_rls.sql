-- Issue 11: row-level security on the parent-link consent codes, like every tenant-owned table.
ALTER TABLE "parent_link_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "parent_link_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "parent_link_codes" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
