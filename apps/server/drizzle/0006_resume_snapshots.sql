CREATE TABLE "resume_snapshots" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sent_snapshot_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sent_title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sent_version" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resume_snapshots" ADD CONSTRAINT "resume_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_snapshots_user_content_unique" ON "resume_snapshots" USING btree ("user_id","content_hash");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sent_snapshot_id_resume_snapshots_id_fk" FOREIGN KEY ("sent_snapshot_id") REFERENCES "public"."resume_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_sent_snapshot_idx" ON "applications" USING btree ("sent_snapshot_id");--> statement-breakpoint
INSERT INTO "resume_snapshots" ("user_id", "content_hash", "data")
SELECT DISTINCT ON ("user_id", "content_hash") "user_id", "content_hash", "data"
FROM (
	SELECT "user_id", "sent_resume"->'data' AS "data",
		encode(sha256(convert_to(("sent_resume"->'data')::text, 'UTF8')), 'hex') AS "content_hash"
	FROM "applications"
	WHERE "sent_resume"->'data' IS NOT NULL
) AS "sent"
ON CONFLICT ("user_id", "content_hash") DO NOTHING;--> statement-breakpoint
UPDATE "applications" AS "a" SET
	"sent_snapshot_id" = "s"."id",
	"sent_title" = "a"."sent_resume"->>'title',
	"sent_version" = ("a"."sent_resume"->>'version')::integer,
	"sent_at" = ("a"."sent_resume"->>'at')::timestamptz
FROM "resume_snapshots" AS "s"
WHERE "a"."sent_resume"->'data' IS NOT NULL
	AND "s"."user_id" = "a"."user_id"
	AND "s"."content_hash" = encode(sha256(convert_to(("a"."sent_resume"->'data')::text, 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "sent_resume";