-- Issue 4 (decision 0012): row-level security on every commerce table, and the ledger's own rules in the
-- database, so no code path can break them: entries sum to zero per transaction (checked at commit), the
-- transaction's amount is its user entries' sum, nothing is updated, and the balance follows the entries.

ALTER TABLE "coin_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coin_transactions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coin_transactions" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "coin_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coin_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coin_entries" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "coin_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coin_balances" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coin_balances" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "idempotency_keys" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "payment_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payment_orders" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subscriptions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "subscriptions" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "result_unlocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "result_unlocks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "result_unlocks" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "grading_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "grading_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "grading_requests" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "referral_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "referral_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "referral_codes" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "referrals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "referrals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "referrals" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
-- The ledger is append-only: a correction is a new transaction (a refund, an admin adjustment).
CREATE OR REPLACE FUNCTION ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the coin ledger is append-only (% is never updated)', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER coin_transactions_append_only BEFORE UPDATE ON "coin_transactions" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_update();--> statement-breakpoint
CREATE TRIGGER coin_entries_append_only BEFORE UPDATE ON "coin_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_update();--> statement-breakpoint
-- Double entry, checked once the transaction's entries are all written (deferred to commit).
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  user_total bigint;
  declared integer;
BEGIN
  SELECT coalesce(sum(amount), 0), coalesce(sum(amount) FILTER (WHERE account = 'user'), 0) INTO total, user_total
    FROM coin_entries WHERE transaction_id = NEW.transaction_id;
  SELECT amount INTO declared FROM coin_transactions WHERE id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'coin transaction % is unbalanced: its entries sum to %', NEW.transaction_id, total USING ERRCODE = '23514';
  END IF;
  IF declared IS DISTINCT FROM user_total THEN
    RAISE EXCEPTION 'coin transaction % declares % but moves % on the user account', NEW.transaction_id, declared, user_total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER coin_entries_balanced AFTER INSERT ON "coin_entries" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();--> statement-breakpoint
-- The balance is the running sum of the user's entries, moved in the same statement as the entry: the row
-- lock orders concurrent spends, and coin_balances_non_negative refuses an overdraft (23514).
CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.account = 'user' THEN
    INSERT INTO coin_balances (tenant_id, user_id, balance) VALUES (NEW.tenant_id, NEW.user_id, NEW.amount)
      ON CONFLICT (user_id) DO UPDATE SET balance = coin_balances.balance + EXCLUDED.balance, updated_at = now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER coin_entries_apply AFTER INSERT ON "coin_entries" FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
