ALTER TABLE "questions" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "clock" text DEFAULT 'module' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD COLUMN "time_spent_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exam_answers" ADD COLUMN "eliminated" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "mode" text DEFAULT 'exam' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "break_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "leave_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "time_away_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_exams_deadline_idx" ON "user_exams" USING btree ("module_deadline_at") WHERE "user_exams"."status" = 'in_progress';