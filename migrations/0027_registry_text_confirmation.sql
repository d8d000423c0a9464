ALTER TABLE `volunteers` ADD `text_statement` text;--> statement-breakpoint
ALTER TABLE `volunteers` ADD `text_confirmed_at` text;