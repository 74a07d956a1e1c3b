CREATE TABLE "class_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link" text,
	"upload_id" uuid,
	"file_name" text,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_materials_link_or_file" CHECK (("class_materials"."link" is not null) <> ("class_materials"."upload_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'teacher' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teachers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_test_invitations" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"class_test_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"invite_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_test_invitations_class_test_id_student_id_pk" PRIMARY KEY("class_test_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"kind" text DEFAULT 'test' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"paid_by_organization" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"method" text DEFAULT 'online' NOT NULL,
	"start_date" date,
	"end_date" date,
	"start_time" text,
	"end_time" text,
	"capacity" integer,
	"score_min" integer,
	"score_max" integer,
	"code" text,
	"invite_token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_wallet_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"type" text NOT NULL,
	"counterpart_wallet_id" uuid,
	"user_id" uuid,
	"actor_id" uuid,
	"reference" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_wallet_moves_nonzero" CHECK ("org_wallet_moves"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "org_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"class_id" uuid,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_wallets_balance_nonnegative" CHECK ("org_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"user_exam_id" uuid,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "class_test_id" uuid;--> statement-breakpoint
ALTER TABLE "class_materials" ADD CONSTRAINT "class_materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_materials" ADD CONSTRAINT "class_materials_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_materials" ADD CONSTRAINT "class_materials_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_materials" ADD CONSTRAINT "class_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_test_invitations" ADD CONSTRAINT "class_test_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_test_invitations" ADD CONSTRAINT "class_test_invitations_class_test_id_class_tests_id_fk" FOREIGN KEY ("class_test_id") REFERENCES "public"."class_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_test_invitations" ADD CONSTRAINT "class_test_invitations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_tests" ADD CONSTRAINT "class_tests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_tests" ADD CONSTRAINT "class_tests_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_tests" ADD CONSTRAINT "class_tests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_tests" ADD CONSTRAINT "class_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallet_moves" ADD CONSTRAINT "org_wallet_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallet_moves" ADD CONSTRAINT "org_wallet_moves_wallet_id_org_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."org_wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallet_moves" ADD CONSTRAINT "org_wallet_moves_counterpart_wallet_id_org_wallets_id_fk" FOREIGN KEY ("counterpart_wallet_id") REFERENCES "public"."org_wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallet_moves" ADD CONSTRAINT "org_wallet_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallet_moves" ADD CONSTRAINT "org_wallet_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallets" ADD CONSTRAINT "org_wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_wallets" ADD CONSTRAINT "org_wallets_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_materials_class_idx" ON "class_materials" USING btree ("class_id","ordering");--> statement-breakpoint
CREATE INDEX "class_students_user_idx" ON "class_students" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "class_teachers_user_idx" ON "class_teachers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "class_test_invitations_student_idx" ON "class_test_invitations" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "class_tests_class_idx" ON "class_tests" USING btree ("class_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_tests_default_uq" ON "class_tests" USING btree ("class_id") WHERE "class_tests"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "classes_tenant_code_uq" ON "classes" USING btree ("tenant_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "classes_invite_token_uq" ON "classes" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "classes_tenant_created_idx" ON "classes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "org_wallet_moves_wallet_idx" ON "org_wallet_moves" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_wallets_company_uq" ON "org_wallets" USING btree ("tenant_id") WHERE "org_wallets"."class_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "org_wallets_class_uq" ON "org_wallets" USING btree ("class_id") WHERE "org_wallets"."class_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_conversations_open_uq" ON "ai_conversations" USING btree ("user_id","question_id") WHERE "ai_conversations"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "ai_conversations_tenant_user_idx" ON "ai_conversations" USING btree ("tenant_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_messages_conversation_idx" ON "ai_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_messages_tenant_created_idx" ON "ai_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_class_test_id_class_tests_id_fk" FOREIGN KEY ("class_test_id") REFERENCES "public"."class_tests"("id") ON DELETE set null ON UPDATE no action;