ALTER TABLE `volunteers` ADD `self_code_hash` text;--> statement-breakpoint
ALTER TABLE `volunteers` ADD `self_code_expires_at` text;--> statement-breakpoint
ALTER TABLE `volunteers` ADD `self_code_tries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteers` ADD `self_code_sent_at` text;