ALTER TABLE "board_messages" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_messages" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_messages" ADD COLUMN "replied_by" integer;--> statement-breakpoint
CREATE INDEX "board_messages_status_idx" ON "board_messages" USING btree ("kind","status","created_at","id");