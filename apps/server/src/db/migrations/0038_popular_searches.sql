CREATE TABLE "suggestion_rules" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"banned_words" text[] NOT NULL,
	"min_sessions" integer NOT NULL,
	"lookback_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learned_next_queries" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"next_query" text NOT NULL,
	"sessions" integer NOT NULL,
	"lift" real NOT NULL,
	CONSTRAINT "learned_next_queries_pk" PRIMARY KEY("site_id","language","query","next_query")
);
--> statement-breakpoint
CREATE TABLE "popular_search_builds" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"trigger" text NOT NULL,
	"rules" jsonb NOT NULL,
	"searches_read" integer NOT NULL,
	"kept" integer NOT NULL,
	"next_queries" integer NOT NULL,
	"dropped" jsonb NOT NULL,
	"examples" jsonb NOT NULL,
	CONSTRAINT "popular_search_builds_pk" PRIMARY KEY("site_id","language")
);
--> statement-breakpoint
CREATE TABLE "popular_searches" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"sessions" integer NOT NULL,
	"misspellings" text[] NOT NULL,
	CONSTRAINT "popular_searches_pk" PRIMARY KEY("site_id","language","query")
);
--> statement-breakpoint
CREATE TABLE "related_prompt_dismissals" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "related_prompt_dismissals_pk" PRIMARY KEY("site_id","language","query")
);
--> statement-breakpoint
ALTER TABLE "next_queries" ADD COLUMN "hidden" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestion_rules" ADD CONSTRAINT "suggestion_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learned_next_queries" ADD CONSTRAINT "learned_next_queries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_search_builds" ADD CONSTRAINT "popular_search_builds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_searches" ADD CONSTRAINT "popular_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_prompt_dismissals" ADD CONSTRAINT "related_prompt_dismissals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;