ALTER TABLE "leagues" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "web_id" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "web_secret" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_web_id_idx" ON "leagues" USING btree ("web_id");