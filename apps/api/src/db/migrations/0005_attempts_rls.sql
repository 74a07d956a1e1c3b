-- Attempts (issue 3): tenant-owned like every other table; an attempt of a shared (main) test lives in the
-- student's tenant, so no shared policy is needed here.
ALTER TABLE "user_exams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_exams" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_exams" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "user_exam_modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_exam_modules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_exam_modules" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "user_exam_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_exam_answers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_exam_answers" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
