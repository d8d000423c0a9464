CREATE TABLE `volunteer_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`volunteer_id` integer NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`period` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`send_after` text,
	`claimed_at` text,
	`sent_at` text,
	`status_at` text,
	`provider_id` text,
	`failure_reason` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `volunteer_messages_once_idx` ON `volunteer_messages` (`volunteer_id`,`kind`,`channel`,`period`);--> statement-breakpoint
CREATE INDEX `volunteer_messages_outbox_idx` ON `volunteer_messages` (`send_after`) WHERE status = 'queued';