CREATE TABLE `staff_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`inquiry_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`claimed_at` text,
	`outcome` text,
	`done_at` text,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_notifications_pending_idx` ON `staff_notifications` (`created_at`) WHERE done_at is null;--> statement-breakpoint
ALTER TABLE `admins` ADD `recovery_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `recovery_window_start` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `username_hash` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `submission_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_submission_key_idx` ON `inquiries` (`submission_key`) WHERE submission_key is not null;--> statement-breakpoint
-- Erasure cannot be outrun (docs/security-privacy.md): once an inquiry is erased, nothing is added to its timeline but
-- the erasure itself, and the row no longer changes, whatever code runs against the database.
CREATE TRIGGER `inquiry_events_not_after_erasure` BEFORE INSERT ON `inquiry_events`
  WHEN NEW.`type` <> 'erased' AND EXISTS (SELECT 1 FROM `inquiries` WHERE `id` = NEW.`inquiry_id` AND `erased_at` IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'inquiry_erased'); END;--> statement-breakpoint
CREATE TRIGGER `inquiries_erased_are_final` BEFORE UPDATE ON `inquiries`
  WHEN OLD.`erased_at` IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'inquiry_erased'); END;--> statement-breakpoint
-- Failed logins kept the name as typed (an e-mail address, or a password typed in the wrong box). Keep
-- names of existing accounts only; the append-only triggers are lifted for this one correction.
DROP TRIGGER `audit_log_no_update`;--> statement-breakpoint
UPDATE `audit_log` SET `username` = NULL
  WHERE `username` IS NOT NULL AND lower(`username`) NOT IN (SELECT lower(`username`) FROM `admins`);--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
