CREATE TABLE "resume_share_visits" (
	"resume_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "resume_share_visits_resume_id_kind_day_visitor_pk" PRIMARY KEY("resume_id","kind","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "resume_shares" (
	"resume_id" text PRIMARY KEY NOT NULL,
	"hide_contact" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_share_visits" ADD CONSTRAINT "resume_share_visits_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_shares" ADD CONSTRAINT "resume_shares_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_share_visits_day_idx" ON "resume_share_visits" USING btree ("day");