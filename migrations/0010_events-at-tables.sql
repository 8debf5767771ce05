CREATE TABLE `league_event_pods` (
	`event_id` text NOT NULL,
	`round` integer NOT NULL,
	`number` integer NOT NULL,
	`stage` text NOT NULL,
	`places` text NOT NULL,
	`reported` integer NOT NULL,
	`reported_by` text,
	`forfeit` text,
	`channel_id` text,
	`extra_ms` integer DEFAULT 0 NOT NULL,
	`time_turn` integer,
	PRIMARY KEY(`event_id`, `round`, `number`),
	FOREIGN KEY (`event_id`) REFERENCES `league_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `league_event_matches` ADD `forfeit` text;--> statement-breakpoint
ALTER TABLE `league_event_matches` ADD `channel_id` text;--> statement-breakpoint
ALTER TABLE `league_event_matches` ADD `extra_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `league_event_matches` ADD `time_turn` integer;--> statement-breakpoint
ALTER TABLE `league_event_players` ADD `deck` text;--> statement-breakpoint
ALTER TABLE `league_event_players` ADD `checked_in` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `league_events` ADD `settings` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `league_events` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `league_events` ADD `check_in_ends_at` integer;--> statement-breakpoint
ALTER TABLE `league_events` ADD `round_started_at` integer;--> statement-breakpoint
ALTER TABLE `league_events` ADD `round_ends_at` integer;--> statement-breakpoint
ALTER TABLE `seats` ADD `ready` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `deck` text;--> statement-breakpoint
ALTER TABLE `game_tables` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `game_tables` ADD `event_round` integer;--> statement-breakpoint
ALTER TABLE `game_tables` ADD `event_number` integer;--> statement-breakpoint
ALTER TABLE `game_tables` ADD `event_game` integer;--> statement-breakpoint
ALTER TABLE `game_tables` ADD `ends_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `game_tables_event_idx` ON `game_tables` (`event_id`,`event_round`,`event_number`,`event_game`);