CREATE TABLE "board_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"column" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"font_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hash" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_keywords" (
	"word" text PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact" text NOT NULL,
	"font_name" text NOT NULL,
	"license" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_messages_created_idx" ON "board_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_kind_slug_uq" ON "content_items" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_kind_column_idx" ON "content_items" USING btree ("kind","column","published_at");--> statement-breakpoint
CREATE INDEX "content_items_search_trgm_idx" ON "content_items" USING gin ("search_text" gin_trgm_ops);