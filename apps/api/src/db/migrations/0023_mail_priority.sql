DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("priority","next_attempt_at") WHERE "mail_outbox"."sent_at" is null;