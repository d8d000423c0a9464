CREATE TABLE `consent_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`address_hash` text NOT NULL,
	`action` text NOT NULL,
	`source` text NOT NULL,
	`statement` text,
	`language` text,
	`page` text,
	`inquiry_id` integer,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `consent_events_address_idx` ON `consent_events` (`channel`,`address_hash`,`id`);--> statement-breakpoint
CREATE INDEX `consent_events_at_idx` ON `consent_events` (`at`);--> statement-breakpoint
CREATE TABLE `message_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`first_contact` integer DEFAULT false NOT NULL,
	`body_en` text NOT NULL,
	`body_es` text NOT NULL,
	`subject_en` text NOT NULL,
	`subject_es` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`irb_reference` text,
	`irb_approved_on` text,
	`approved_by` integer,
	`approved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`direction` text NOT NULL,
	`channel` text NOT NULL,
	`origin` text NOT NULL,
	`status` text NOT NULL,
	`body` text,
	`subject` text,
	`template_id` integer,
	`template_version` integer,
	`actor_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`send_after` text,
	`claimed_at` text,
	`sent_at` text,
	`status_at` text,
	`provider_id` text,
	`failure_reason` text,
	`attachments_dropped` integer DEFAULT 0 NOT NULL,
	`from_other_address` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `messages_inquiry_idx` ON `messages` (`inquiry_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_outbox_idx` ON `messages` (`send_after`) WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX `messages_sending_idx` ON `messages` (`claimed_at`) WHERE status = 'sending';--> statement-breakpoint
CREATE UNIQUE INDEX `messages_provider_idx` ON `messages` (`channel`,`provider_id`) WHERE provider_id is not null;--> statement-breakpoint
CREATE INDEX `messages_created_idx` ON `messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_receipts` (
	`signature_hash` text PRIMARY KEY NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `admins` ADD `email` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `content_key` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `origin` text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `replied_at` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `unread_since` text;--> statement-breakpoint
CREATE INDEX `inquiries_content_key_idx` ON `inquiries` (`content_key`,`created_at`) WHERE content_key is not null;--> statement-breakpoint
CREATE INDEX `inquiries_unread_idx` ON `inquiries` (`unread_since`) WHERE erased_at is null and unread_since is not null;--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `message_id` integer;--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `consent_action` text;--> statement-breakpoint
ALTER TABLE `staff_notifications` ADD `recipient_id` integer;--> statement-breakpoint
-- Messages follow the timeline's rules (migrations/0007): nothing new is stored for an erased inquiry, and
-- an erased message's words stay gone.
CREATE TRIGGER `messages_not_after_erasure` BEFORE INSERT ON `messages`
  WHEN EXISTS (SELECT 1 FROM `inquiries` WHERE `id` = NEW.`inquiry_id` AND `erased_at` IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'inquiry_erased'); END;--> statement-breakpoint
CREATE TRIGGER `messages_erased_stay_erased` BEFORE UPDATE OF `body`, `subject` ON `messages`
  WHEN (NEW.`body` IS NOT NULL OR NEW.`subject` IS NOT NULL) AND EXISTS (SELECT 1 FROM `inquiries` WHERE `id` = NEW.`inquiry_id` AND `erased_at` IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'inquiry_erased'); END;--> statement-breakpoint
-- The consent ledger is appended, never changed: an opt-out is never lost.
CREATE TRIGGER `consent_events_no_update` BEFORE UPDATE ON `consent_events` BEGIN SELECT RAISE(ABORT, 'consent_events is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `consent_events_no_delete` BEFORE DELETE ON `consent_events` BEGIN SELECT RAISE(ABORT, 'consent_events is append-only'); END;
