CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`study_id` text NOT NULL,
	`template_id` integer NOT NULL,
	`template_version` integer NOT NULL,
	`channel` text NOT NULL,
	`audience` text NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`audience_count` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`started_at` text,
	`planned_at` text,
	`finished_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `campaigns_state_idx` ON `campaigns` (`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `send_pace` (
	`name` text PRIMARY KEY NOT NULL,
	`next_ms` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `inquiries` ADD `campaign_id` integer;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `volunteer_id` integer;--> statement-breakpoint
CREATE INDEX `inquiries_campaign_idx` ON `inquiries` (`campaign_id`) WHERE campaign_id is not null;--> statement-breakpoint
ALTER TABLE `volunteer_messages` ADD `campaign_id` integer;--> statement-breakpoint
ALTER TABLE `volunteer_messages` ADD `segments` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `volunteer_messages` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `volunteer_messages` ADD `replied_at` text;--> statement-breakpoint
ALTER TABLE `volunteer_messages` ADD `inquiry_id` integer;--> statement-breakpoint
CREATE INDEX `volunteer_messages_campaign_idx` ON `volunteer_messages` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `volunteer_messages_invited_idx` ON `volunteer_messages` (`volunteer_id`,`sent_at`) WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX `volunteer_messages_campaign_sent_idx` ON `volunteer_messages` (`sent_at`) WHERE campaign_id is not null;