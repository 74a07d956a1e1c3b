-- Decision 0050: a plain index on the other columns of every tenant-leading key that 0031 did not move (they
-- led with tenant_id before it): row-level security's OR hides the bound tenant from the planner, so a short
-- link's code, a referral code, an idempotency key, a seed key… were found by scanning every tenant's rows.
CREATE INDEX "questions_seed_key_lookup_idx" ON "questions" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "questions_source_id_idx" ON "questions" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "tests_seed_key_lookup_idx" ON "tests" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_actor_id_key_idx" ON "idempotency_keys" USING btree ("actor_id","key");--> statement-breakpoint
CREATE INDEX "referral_codes_code_lookup_idx" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "word_lists_seed_key_idx" ON "word_lists" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_id_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coin_refunds_kind_source_id_idx" ON "coin_refunds" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "short_urls_code_idx" ON "short_urls" USING btree ("code");--> statement-breakpoint
CREATE INDEX "salary_bills_teacher_id_period_idx" ON "salary_bills" USING btree ("teacher_id","period");--> statement-breakpoint
CREATE INDEX "college_scores_student_id_idx" ON "college_scores" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "college_targets_student_id_college_id_idx" ON "college_targets" USING btree ("student_id","college_id");--> statement-breakpoint
CREATE INDEX "colleges_seed_key_lookup_idx" ON "colleges" USING btree ("seed_key");