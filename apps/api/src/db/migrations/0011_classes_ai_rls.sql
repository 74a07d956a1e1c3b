-- Issues 5 and 6: row-level security on the classes, organisation-wallet and AI-tutor tables, and the
-- organisation wallet's own rules in the database: moves are append-only and move the balance (CHECK >= 0).
ALTER TABLE "classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "classes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "classes" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "class_teachers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_teachers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "class_teachers" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "class_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_students" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "class_students" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "class_materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_materials" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "class_materials" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "class_tests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_tests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "class_tests" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "class_test_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_test_invitations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "class_test_invitations" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "org_wallets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "org_wallets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "org_wallets" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "org_wallet_moves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "org_wallet_moves" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "org_wallet_moves" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "ai_conversations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_conversations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ai_conversations" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "ai_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ai_messages" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
CREATE TRIGGER org_wallet_moves_append_only BEFORE UPDATE ON "org_wallet_moves" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_update();--> statement-breakpoint
-- The wallet's balance follows its moves in the same transaction; the CHECK refuses a move that would overdraw.
CREATE OR REPLACE FUNCTION org_wallet_apply_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE org_wallets SET balance = balance + NEW.amount, updated_at = now() WHERE id = NEW.wallet_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER org_wallet_moves_apply AFTER INSERT ON "org_wallet_moves" FOR EACH ROW EXECUTE FUNCTION org_wallet_apply_move();
