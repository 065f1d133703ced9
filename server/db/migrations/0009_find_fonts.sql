CREATE TABLE "font_charsets" (
	"font_id" integer PRIMARY KEY NOT NULL,
	"code_points" text NOT NULL,
	"count" integer NOT NULL,
	"standards" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "font_downloads" ADD COLUMN "license_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "font_downloads" ADD COLUMN "agreement_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "font_charsets" ADD CONSTRAINT "font_charsets_font_id_fonts_id_fk" FOREIGN KEY ("font_id") REFERENCES "public"."fonts"("id") ON DELETE cascade ON UPDATE no action;