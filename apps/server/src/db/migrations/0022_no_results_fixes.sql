CREATE TABLE "no_results_fixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"status" text NOT NULL,
	"kind" text,
	"entity_id" text,
	"terms" text[] DEFAULT '{}' NOT NULL,
	"target_url" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "no_results_fixes" ADD CONSTRAINT "no_results_fixes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "no_results_fixes_site_language_query_idx" ON "no_results_fixes" USING btree ("site_id","language","query");