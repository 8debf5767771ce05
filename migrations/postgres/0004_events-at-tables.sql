CREATE TABLE "league_event_pods" (
	"event_id" text NOT NULL,
	"round" integer NOT NULL,
	"number" integer NOT NULL,
	"stage" text NOT NULL,
	"places" json NOT NULL,
	"reported" boolean NOT NULL,
	"reported_by" text,
	"forfeit" text,
	"channel_id" text,
	"extra_ms" bigint DEFAULT 0 NOT NULL,
	"time_turn" integer,
	CONSTRAINT "league_event_pods_event_id_round_number_pk" PRIMARY KEY("event_id","round","number")
);
--> statement-breakpoint
ALTER TABLE "league_event_matches" ADD COLUMN "forfeit" text;--> statement-breakpoint
ALTER TABLE "league_event_matches" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "league_event_matches" ADD COLUMN "extra_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_event_matches" ADD COLUMN "time_turn" integer;--> statement-breakpoint
ALTER TABLE "league_event_players" ADD COLUMN "deck" json;--> statement-breakpoint
ALTER TABLE "league_event_players" ADD COLUMN "checked_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "league_events" ADD COLUMN "settings" json DEFAULT '{}'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "league_events" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "league_events" ADD COLUMN "check_in_ends_at" bigint;--> statement-breakpoint
ALTER TABLE "league_events" ADD COLUMN "round_started_at" bigint;--> statement-breakpoint
ALTER TABLE "league_events" ADD COLUMN "round_ends_at" bigint;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "deck" json;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "event_round" integer;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "event_number" integer;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "event_game" integer;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "ends_at" bigint;--> statement-breakpoint
ALTER TABLE "league_event_pods" ADD CONSTRAINT "league_event_pods_event_id_league_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."league_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_tables_event_idx" ON "game_tables" USING btree ("event_id","event_round","event_number","event_game");