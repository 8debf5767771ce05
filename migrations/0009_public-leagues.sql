ALTER TABLE `leagues` ADD `public` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `leagues` ADD `web_id` text;--> statement-breakpoint
ALTER TABLE `leagues` ADD `web_secret` text;--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_web_id_idx` ON `leagues` (`web_id`);