ALTER TABLE "friend_links" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_links" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "friend_links" ADD COLUMN "origin" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "origin" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD COLUMN "origin" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD CONSTRAINT "hot_keywords_id_uq" UNIQUE("id");