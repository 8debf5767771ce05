ALTER TABLE `game_tables` ADD `board_version` integer;--> statement-breakpoint
ALTER TABLE `game_tables` ADD `ping_message_id` text;