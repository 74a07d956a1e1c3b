CREATE TABLE "flashcard_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"source" text DEFAULT 'custom' NOT NULL,
	"word_list_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcard_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"before" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"word_id" uuid,
	"question_id" uuid,
	"user_exam_id" uuid,
	"mistake" jsonb,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocab_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_favorites" (
	"user_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_favorites_user_id_word_id_pk" PRIMARY KEY("user_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "word_list_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"exam" text,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_list_words" (
	"list_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "word_list_words_list_id_word_id_pk" PRIMARY KEY("list_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "word_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_mnemonic_likes" (
	"mnemonic_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_mnemonic_likes_mnemonic_id_user_id_pk" PRIMARY KEY("mnemonic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "word_mnemonics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"technique" text DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_url" text,
	"media_kind" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"ai_model" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"word" text NOT NULL,
	"senses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pronunciation" text DEFAULT '' NOT NULL,
	"audio_url" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flashcards_auto_mistakes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "absences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_word_list_id_word_lists_id_fk" FOREIGN KEY ("word_list_id") REFERENCES "public"."word_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_card_id_flashcards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_deck_id_flashcard_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."flashcard_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_usage" ADD CONSTRAINT "vocab_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_usage" ADD CONSTRAINT "vocab_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_usage" ADD CONSTRAINT "vocab_usage_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_favorites" ADD CONSTRAINT "word_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_favorites" ADD CONSTRAINT "word_favorites_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_favorites" ADD CONSTRAINT "word_favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_list_categories" ADD CONSTRAINT "word_list_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_list_words" ADD CONSTRAINT "word_list_words_list_id_word_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."word_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_list_words" ADD CONSTRAINT "word_list_words_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_list_words" ADD CONSTRAINT "word_list_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_lists" ADD CONSTRAINT "word_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_lists" ADD CONSTRAINT "word_lists_category_id_word_list_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."word_list_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_lists" ADD CONSTRAINT "word_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mnemonic_likes" ADD CONSTRAINT "word_mnemonic_likes_mnemonic_id_word_mnemonics_id_fk" FOREIGN KEY ("mnemonic_id") REFERENCES "public"."word_mnemonics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mnemonic_likes" ADD CONSTRAINT "word_mnemonic_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mnemonic_likes" ADD CONSTRAINT "word_mnemonic_likes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mnemonics" ADD CONSTRAINT "word_mnemonics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mnemonics" ADD CONSTRAINT "word_mnemonics_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mnemonics" ADD CONSTRAINT "word_mnemonics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_decks_slug_uq" ON "flashcard_decks" USING btree ("user_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_reviews_client_uq" ON "flashcard_reviews" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_card_idx" ON "flashcard_reviews" USING btree ("card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_day_idx" ON "flashcard_reviews" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcards_due_idx" ON "flashcards" USING btree ("user_id","deck_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcards_deck_word_uq" ON "flashcards" USING btree ("deck_id","word_id") WHERE "flashcards"."word_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "flashcards_deck_question_uq" ON "flashcards" USING btree ("deck_id","question_id") WHERE "flashcards"."question_id" is not null;--> statement-breakpoint
CREATE INDEX "vocab_usage_user_idx" ON "vocab_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "word_list_categories_name_uq" ON "word_list_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "word_list_words_word_idx" ON "word_list_words" USING btree ("word_id");--> statement-breakpoint
CREATE INDEX "word_lists_category_idx" ON "word_lists" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "word_lists_seed_key_uq" ON "word_lists" USING btree ("tenant_id","seed_key") WHERE "word_lists"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "word_mnemonics_word_idx" ON "word_mnemonics" USING btree ("tenant_id","word_id","like_count");--> statement-breakpoint
CREATE INDEX "word_mnemonics_user_idx" ON "word_mnemonics" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "words_tenant_word_uq" ON "words" USING btree ("tenant_id",lower("word"));--> statement-breakpoint
-- Issue 18 (decision 0037): row-level security on the vocabulary and flashcard tables, like every tenant-owned
-- table. Categories, lists, words and their placements carry is_public: main's public ones are the shared
-- catalogue every tenant reads (FOR SELECT only; writes pass through tenant_isolation alone).
ALTER TABLE "word_list_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "word_list_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "word_list_categories" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
CREATE POLICY shared_catalogue ON "word_list_categories" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));--> statement-breakpoint
ALTER TABLE "word_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "word_lists" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "word_lists" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
CREATE POLICY shared_catalogue ON "word_lists" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));--> statement-breakpoint
ALTER TABLE "words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "words" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "words" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
CREATE POLICY shared_catalogue ON "words" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));--> statement-breakpoint
ALTER TABLE "word_list_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "word_list_words" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "word_list_words" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
CREATE POLICY shared_catalogue ON "word_list_words" FOR SELECT USING (is_public AND tenant_id = (SELECT app_main_tenant_id()));--> statement-breakpoint
ALTER TABLE "word_favorites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "word_favorites" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "word_favorites" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "word_mnemonics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "word_mnemonics" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "word_mnemonics" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "word_mnemonic_likes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "word_mnemonic_likes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "word_mnemonic_likes" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "vocab_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vocab_usage" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vocab_usage" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "flashcard_decks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flashcard_decks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "flashcard_decks" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "flashcards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flashcards" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "flashcards" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "flashcard_reviews" USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
