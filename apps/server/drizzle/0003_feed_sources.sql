CREATE TABLE "feed_sources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"board" text,
	"url" text NOT NULL,
	"source" text DEFAULT 'sira' NOT NULL,
	"interval_minutes" integer DEFAULT 360 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_counts" jsonb,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "feed_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "valid_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedup_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_feed_id_feed_sources_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_feed_idx" ON "jobs" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "jobs_dedup_idx" ON "jobs" USING btree ("dedup_key");