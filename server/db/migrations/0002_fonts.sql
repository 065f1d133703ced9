CREATE TABLE "font_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"license" text DEFAULT '' NOT NULL,
	"license_name" text DEFAULT '' NOT NULL,
	"license_text" text DEFAULT '' NOT NULL,
	"license_url" text DEFAULT '' NOT NULL,
	"designer" text DEFAULT '' NOT NULL,
	"foundry" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"homepage" text DEFAULT '' NOT NULL,
	"specimens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specimen_font_id" integer,
	"featured" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"family_name" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"postscript_name" text DEFAULT '' NOT NULL,
	"style_name" text DEFAULT '' NOT NULL,
	"style_name_en" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 400 NOT NULL,
	"italic" boolean DEFAULT false NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"designer" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL,
	"glyph_count" integer DEFAULT 0 NOT NULL,
	"units_per_em" integer DEFAULT 1000 NOT NULL,
	"format" text NOT NULL,
	"face_index" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"coverage" jsonb NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"axes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_variable" boolean DEFAULT false NOT NULL,
	"specimen_key" text DEFAULT '' NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_family_id_font_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."font_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "font_families_key_uq" ON "font_families" USING btree ("key");--> statement-breakpoint
CREATE INDEX "font_families_category_idx" ON "font_families" USING btree ("category");--> statement-breakpoint
CREATE INDEX "font_families_license_idx" ON "font_families" USING btree ("license");--> statement-breakpoint
CREATE INDEX "font_families_created_idx" ON "font_families" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fonts_sha256_face_uq" ON "fonts" USING btree ("sha256","face_index");--> statement-breakpoint
CREATE UNIQUE INDEX "fonts_family_name_uq" ON "fonts" USING btree ("family_name");--> statement-breakpoint
CREATE INDEX "fonts_family_idx" ON "fonts" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "fonts_weight_idx" ON "fonts" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "fonts_variable_idx" ON "fonts" USING btree ("is_variable");