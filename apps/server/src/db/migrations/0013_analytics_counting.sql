CREATE TABLE "analytics_daily_sessions" (
	"engine_id" uuid NOT NULL,
	"day" date NOT NULL,
	"session" text NOT NULL,
	CONSTRAINT "analytics_daily_sessions_pk" PRIMARY KEY("engine_id","day","session")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_searches" (
	"engine_id" uuid NOT NULL,
	"session" text NOT NULL,
	"query" text NOT NULL,
	CONSTRAINT "analytics_session_searches_pk" PRIMARY KEY("engine_id","session","query")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD COLUMN "partial_result_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD COLUMN "clicks_without_search" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_sessions" ADD CONSTRAINT "analytics_daily_sessions_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_session_searches" ADD CONSTRAINT "analytics_session_searches_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE cascade ON UPDATE no action;