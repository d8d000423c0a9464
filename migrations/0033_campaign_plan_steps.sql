ALTER TABLE `campaigns` ADD `plan_cursor` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `plan_steps` integer DEFAULT 0 NOT NULL;