-- Issue 4 (decision 0012): a debit could never be applied. ledger_apply_entry moved the balance with
-- INSERT … ON CONFLICT DO UPDATE, and PostgreSQL checks the CHECK constraints of the row proposed for
-- insertion before it looks for the conflict: a negative entry proposed a row with a negative balance and
-- failed coin_balances_non_negative (23514) even when the balance covered it. The balance now moves with
-- an UPDATE of the existing row (the row lock orders concurrent spends; the CHECK still refuses an
-- overdraft), and a missing row is created at 0 first.
CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.account = 'user' THEN
    UPDATE coin_balances SET balance = balance + NEW.amount, updated_at = now() WHERE user_id = NEW.user_id;
    IF NOT FOUND THEN
      INSERT INTO coin_balances (tenant_id, user_id, balance) VALUES (NEW.tenant_id, NEW.user_id, 0) ON CONFLICT (user_id) DO NOTHING;
      UPDATE coin_balances SET balance = balance + NEW.amount, updated_at = now() WHERE user_id = NEW.user_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
