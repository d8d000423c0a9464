DROP INDEX `inquiries_retention_idx`;--> statement-breakpoint
DROP INDEX `inquiries_awaiting_idx`;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `closed_reason` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `next_step_at` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `next_step_kind` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `attempt_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `last_attempt_at` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `last_attempt_channel` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `last_attempt_outcome` text;--> statement-breakpoint
CREATE INDEX `inquiries_next_step_idx` ON `inquiries` (`next_step_at`) WHERE erased_at is null and next_step_at is not null;--> statement-breakpoint
CREATE INDEX `inquiries_retention_idx` ON `inquiries` (`closed_at`) WHERE erased_at is null and closed_at is not null;--> statement-breakpoint
CREATE INDEX `inquiries_awaiting_idx` ON `inquiries` (`status`,`created_at`,`next_step_at`) WHERE first_contact_at is null and erased_at is null;--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `reason_code` text;--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `next_step_at` text;--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `next_step_kind` text;--> statement-breakpoint
-- The open inquiries in the order they have waited (their next step's time, else their arrival): "Due now"
-- and the "oldest waiting" order walk it and stop after a page. (An index on an expression, which
-- drizzle-kit cannot write: it is not in worker/db/schema.ts.) Closed inquiries have closed_at set.
CREATE INDEX `inquiries_waiting_idx` ON `inquiries` (coalesce(`next_step_at`, `created_at`), `id`) WHERE erased_at is null and closed_at is null;--> statement-breakpoint
-- Carry existing inquiries over: their attempts so far, and for open ones still unanswered a follow-up the
-- next morning after the last attempt (8:00 AM Pacific standard time; the cadence takes over from the next
-- attempt). Erased inquiries are final (migrations/0007) and keep their zero counts.
UPDATE `inquiries` SET
  `attempt_count` = (SELECT count(*) FROM `inquiry_events` e WHERE e.`inquiry_id` = `inquiries`.`id` AND e.`type` = 'contact_attempt'),
  `last_attempt_at` = (SELECT e.`at` FROM `inquiry_events` e WHERE e.`inquiry_id` = `inquiries`.`id` AND e.`type` = 'contact_attempt' ORDER BY e.`id` DESC LIMIT 1),
  `last_attempt_channel` = (SELECT e.`channel` FROM `inquiry_events` e WHERE e.`inquiry_id` = `inquiries`.`id` AND e.`type` = 'contact_attempt' ORDER BY e.`id` DESC LIMIT 1),
  `last_attempt_outcome` = (SELECT e.`outcome` FROM `inquiry_events` e WHERE e.`inquiry_id` = `inquiries`.`id` AND e.`type` = 'contact_attempt' ORDER BY e.`id` DESC LIMIT 1)
  WHERE `erased_at` IS NULL AND `first_contact_at` IS NOT NULL;--> statement-breakpoint
UPDATE `inquiries` SET `next_step_kind` = 'follow_up', `next_step_at` = strftime('%Y-%m-%dT16:00:00.000Z', `last_attempt_at`, '+1 day')
  WHERE `erased_at` IS NULL AND `status` IN ('new', 'contacting', 'scheduled') AND `last_attempt_outcome` IN ('no_answer', 'left_message');
