ALTER TABLE "banners" ALTER COLUMN "kind" SET DEFAULT 'BANNER';--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "next_queries" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "redirections" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "synonyms" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "enabled";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "starts_at";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "ends_at";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "time_zone";--> statement-breakpoint
ALTER TABLE "redirections" DROP COLUMN "time_zone";