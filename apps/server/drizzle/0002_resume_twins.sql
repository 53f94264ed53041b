ALTER TABLE "resumes" ADD COLUMN "twin_id" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "twin_state" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_twin_id_resumes_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_twin_unique" ON "resumes" USING btree ("twin_id");