CREATE TABLE "rate_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "font_downloads" ADD COLUMN "grant" text;--> statement-breakpoint
ALTER TABLE "font_downloads" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "font_downloads_grant_uq" ON "font_downloads" USING btree ("grant");--> statement-breakpoint
CREATE INDEX "font_downloads_user_font_idx" ON "font_downloads" USING btree ("user_id","font_id","created_at");--> statement-breakpoint
DROP TABLE "rate_events" CASCADE;