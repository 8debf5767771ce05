CREATE TABLE "decks" (
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"list" json NOT NULL,
	"set_version" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "decks_user_id_game_name_pk" PRIMARY KEY("user_id","game","name")
);
--> statement-breakpoint
CREATE TABLE "league_event_matches" (
	"event_id" text NOT NULL,
	"round" integer NOT NULL,
	"number" integer NOT NULL,
	"stage" text NOT NULL,
	"a" text NOT NULL,
	"b" text,
	"a_wins" integer NOT NULL,
	"b_wins" integer NOT NULL,
	"draws" integer NOT NULL,
	"reported" boolean NOT NULL,
	"reported_by" text,
	CONSTRAINT "league_event_matches_event_id_round_number_pk" PRIMARY KEY("event_id","round","number")
);
--> statement-breakpoint
CREATE TABLE "league_event_players" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"seed" integer,
	"dropped" boolean NOT NULL,
	"joined_at" bigint NOT NULL,
	CONSTRAINT "league_event_players_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "intents" (
	"table_id" text NOT NULL,
	"seq" integer NOT NULL,
	"seat" integer NOT NULL,
	"action" json NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"at" bigint NOT NULL,
	CONSTRAINT "intents_table_id_seq_pk" PRIMARY KEY("table_id","seq")
);
--> statement-breakpoint
CREATE TABLE "league_events" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"season" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"rounds" integer,
	"top_cut" integer NOT NULL,
	"round" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"champion" text,
	"ord" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" bigint NOT NULL,
	"left_at" bigint,
	CONSTRAINT "league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_ratings" (
	"league_id" text NOT NULL,
	"season" integer NOT NULL,
	"user_id" text NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"games" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"draws" integer NOT NULL,
	"last_at" bigint NOT NULL,
	"recent" json NOT NULL,
	CONSTRAINT "league_ratings_league_id_season_user_id_pk" PRIMARY KEY("league_id","season","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_results" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"season" integer NOT NULL,
	"seq" integer,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"table_id" text,
	"event_id" text,
	"reported_by" text,
	"channel_id" text,
	"message_id" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint,
	"counted_at" bigint,
	"resolved_by" text,
	"ord" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"admin_role_id" text,
	"min_games" integer NOT NULL,
	"decay_days" integer NOT NULL,
	"report_hours" integer NOT NULL,
	"season" integer NOT NULL,
	"season_running" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_result_players" (
	"result_id" text NOT NULL,
	"user_id" text NOT NULL,
	"place" integer NOT NULL,
	"confirmed" boolean NOT NULL,
	"mu_before" double precision,
	"sigma_before" double precision,
	"mu_after" double precision,
	"sigma_after" double precision,
	"ord" bigserial NOT NULL,
	CONSTRAINT "league_result_players_result_id_user_id_pk" PRIMARY KEY("result_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_seasons" (
	"league_id" text NOT NULL,
	"season" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint,
	CONSTRAINT "league_seasons_league_id_season_pk" PRIMARY KEY("league_id","season")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"table_id" text NOT NULL,
	"seat" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"bot" boolean NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"auto_pass" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seats_table_id_seat_pk" PRIMARY KEY("table_id","seat")
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"table_id" text NOT NULL,
	"seq" integer NOT NULL,
	"match" json NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "snapshots_table_id_seq_pk" PRIMARY KEY("table_id","seq")
);
--> statement-breakpoint
CREATE TABLE "table_log" (
	"table_id" text NOT NULL,
	"seq" integer NOT NULL,
	"events" json NOT NULL,
	CONSTRAINT "table_log_table_id_seq_pk" PRIMARY KEY("table_id","seq")
);
--> statement-breakpoint
CREATE TABLE "game_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"guild_id" text,
	"channel_id" text NOT NULL,
	"message_id" text,
	"board_version" integer,
	"ping_message_id" text,
	"host_id" text NOT NULL,
	"kind" text NOT NULL,
	"options" json NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"turn_seconds" integer NOT NULL,
	"rules_version" text,
	"league_id" text,
	"version" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"deadline" bigint,
	"warned" boolean DEFAULT false NOT NULL,
	"outcome" json,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"ended_at" bigint,
	"ord" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dm_notices" boolean DEFAULT true NOT NULL,
	"locale" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_event_matches" ADD CONSTRAINT "league_event_matches_event_id_league_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."league_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_event_players" ADD CONSTRAINT "league_event_players_event_id_league_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."league_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intents" ADD CONSTRAINT "intents_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_events" ADD CONSTRAINT "league_events_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_ratings" ADD CONSTRAINT "league_ratings_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_results" ADD CONSTRAINT "league_results_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_result_players" ADD CONSTRAINT "league_result_players_result_id_league_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."league_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_seasons" ADD CONSTRAINT "league_seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_log" ADD CONSTRAINT "table_log_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_events_key_idx" ON "league_events" USING btree ("league_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "league_results_table_idx" ON "league_results" USING btree ("table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_results_seq_idx" ON "league_results" USING btree ("league_id","season","seq");--> statement-breakpoint
CREATE INDEX "league_results_status_idx" ON "league_results" USING btree ("league_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_guild_key_idx" ON "leagues" USING btree ("guild_id","key");--> statement-breakpoint
CREATE INDEX "league_result_players_user_idx" ON "league_result_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seats_user_idx" ON "seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_tables_channel_status_idx" ON "game_tables" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "game_tables_status_idx" ON "game_tables" USING btree ("status");