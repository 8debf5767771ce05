CREATE TABLE `intents` (
	`table_id` text NOT NULL,
	`seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`action` text NOT NULL,
	`source` text NOT NULL,
	`user_id` text,
	`at` integer NOT NULL,
	PRIMARY KEY(`table_id`, `seq`),
	FOREIGN KEY (`table_id`) REFERENCES `game_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `seats` (
	`table_id` text NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`bot` integer NOT NULL,
	`timeouts` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`table_id`, `seat`),
	FOREIGN KEY (`table_id`) REFERENCES `game_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seats_user_idx` ON `seats` (`user_id`);--> statement-breakpoint
CREATE TABLE `snapshots` (
	`table_id` text NOT NULL,
	`seq` integer NOT NULL,
	`match` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`table_id`, `seq`),
	FOREIGN KEY (`table_id`) REFERENCES `game_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `game_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`guild_id` text,
	`channel_id` text NOT NULL,
	`message_id` text,
	`host_id` text NOT NULL,
	`kind` text NOT NULL,
	`options` text NOT NULL,
	`status` text NOT NULL,
	`locale` text NOT NULL,
	`turn_seconds` integer NOT NULL,
	`rules_version` text,
	`version` integer DEFAULT 0 NOT NULL,
	`seq` integer DEFAULT 0 NOT NULL,
	`deadline` integer,
	`warned` integer DEFAULT false NOT NULL,
	`outcome` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `game_tables_channel_status_idx` ON `game_tables` (`channel_id`,`status`);--> statement-breakpoint
CREATE INDEX `game_tables_status_idx` ON `game_tables` (`status`);--> statement-breakpoint
CREATE TABLE `users` (
	`user_id` text PRIMARY KEY NOT NULL,
	`dm_notices` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL
);
