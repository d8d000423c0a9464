ALTER TABLE `studies` ADD `registry` text;--> statement-breakpoint
ALTER TABLE `studies` ADD `registry_checked_at` text;--> statement-breakpoint
ALTER TABLE `studies` ADD `registry_review` text;--> statement-breakpoint
ALTER TABLE `studies` ADD `registry_failures` integer DEFAULT 0 NOT NULL;