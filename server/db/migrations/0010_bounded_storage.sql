CREATE TABLE "subset_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"font_key" text NOT NULL,
	"font_sha256" text NOT NULL,
	"face_index" integer NOT NULL,
	"code_points" text NOT NULL,
	"axes" jsonb,
	"quality" integer,
	"ext" text NOT NULL,
	"object_bytes" integer DEFAULT 0 NOT NULL,
	"stored" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_grants" (
	"prefix" text PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subset_files_lru_idx" ON "subset_files" USING btree ("stored","last_used_at");--> statement-breakpoint
CREATE INDEX "upload_grants_expires_idx" ON "upload_grants" USING btree ("expires_at");