CREATE TABLE "cover_letter_files" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"letter_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_hash" text NOT NULL,
	"file_key" text NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_letter_snapshots" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"application_id" text NOT NULL,
	"letter_id" text,
	"title" text NOT NULL,
	"letter" jsonb NOT NULL,
	"resume" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letter_snapshots_application_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "cover_letters" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"resume_id" text,
	"application_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_pdfs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"application_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"file_key" text NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cover_letter_files" ADD CONSTRAINT "cover_letter_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_files" ADD CONSTRAINT "cover_letter_files_letter_id_cover_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_snapshots" ADD CONSTRAINT "cover_letter_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_snapshots" ADD CONSTRAINT "cover_letter_snapshots_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_snapshots" ADD CONSTRAINT "cover_letter_snapshots_letter_id_cover_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_pdfs" ADD CONSTRAINT "sent_pdfs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_pdfs" ADD CONSTRAINT "sent_pdfs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cover_letter_files_letter_kind_hash_unique" ON "cover_letter_files" USING btree ("letter_id","kind","content_hash");--> statement-breakpoint
CREATE INDEX "cover_letters_user_updated_idx" ON "cover_letters" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "cover_letters_application_idx" ON "cover_letters" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_pdfs_application_kind_source_unique" ON "sent_pdfs" USING btree ("application_id","kind","source_id");