CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"dict_number" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"protocol" integer DEFAULT 2 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dict_entries_category_number_uq" ON "dict_entries" USING btree ("category","dict_number");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_links_name_uq" ON "friend_links" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "web_columns_type_name_uq" ON "web_columns" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "web_columns_type_idx" ON "web_columns" USING btree ("type");