CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	`revoked_by` integer,
	`last_used_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_staff_idx` ON `calendar_feeds` (`staff_id`);--> statement-breakpoint
CREATE TABLE `visit_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visit_id` integer NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`due_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`claim_token` text,
	`updated_at` text,
	FOREIGN KEY (`visit_id`) REFERENCES `visits`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visit_reminders_once_idx` ON `visit_reminders` (`visit_id`,`kind`,`channel`);--> statement-breakpoint
CREATE INDEX `visit_reminders_due_idx` ON `visit_reminders` (`due_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`study_id` text,
	`type` text NOT NULL,
	`start_at` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`place` text NOT NULL,
	`place_detail` text,
	`staff_id` integer,
	`notes` text,
	`state` text DEFAULT 'booked' NOT NULL,
	`cancelled_by` text,
	`rescheduled_from` integer,
	`rescheduled_to` integer,
	`uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`confirmed_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `visits_inquiry_idx` ON `visits` (`inquiry_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `visits_uid_idx` ON `visits` (`uid`,`sequence`);--> statement-breakpoint
CREATE INDEX `visits_start_idx` ON `visits` (`start_at`);--> statement-breakpoint
CREATE INDEX `visits_staff_idx` ON `visits` (`staff_id`,`start_at`);--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `visit_id` integer;--> statement-breakpoint
ALTER TABLE `inquiry_events` ADD `visit_action` text;--> statement-breakpoint
ALTER TABLE `message_templates` ADD `purpose` text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `visit_id` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `reminder_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_reminder_idx` ON `messages` (`reminder_id`) WHERE reminder_id is not null;--> statement-breakpoint
CREATE INDEX `messages_visit_idx` ON `messages` (`visit_id`) WHERE visit_id is not null;--> statement-breakpoint
-- Visits follow the timeline's rules (migrations/0007): nothing new for an erased inquiry, and erased notes stay gone.
CREATE TRIGGER `visits_not_after_erasure` BEFORE INSERT ON `visits`
  WHEN EXISTS (SELECT 1 FROM `inquiries` WHERE `id` = NEW.`inquiry_id` AND `erased_at` IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'inquiry_erased'); END;--> statement-breakpoint
CREATE TRIGGER `visits_erased_stay_erased` BEFORE UPDATE OF `notes`, `place_detail` ON `visits`
  WHEN (NEW.`notes` IS NOT NULL OR NEW.`place_detail` IS NOT NULL) AND EXISTS (SELECT 1 FROM `inquiries` WHERE `id` = NEW.`inquiry_id` AND `erased_at` IS NOT NULL)
  BEGIN SELECT RAISE(ABORT, 'inquiry_erased'); END;--> statement-breakpoint
-- The visit messages' templates, as drafts: nothing is sent from them until an admin records the ethics
-- board's approval of these words (the templates screen). {date}, {time} and {place} are written out in
-- the person's language when the message goes.
INSERT INTO `message_templates` (`name`, `first_contact`, `purpose`, `body_en`, `body_es`, `subject_en`, `subject_es`) VALUES
  ('Visit booked', 0, 'visit_invitation',
   '{clinic}: your visit is booked. Date: {date}. Time: {time}. Place: {place}. Please bring a photo ID and your medicines. Reply 1 to confirm or 2 to change it. Questions? Call {phone}.',
   '{clinic}: su cita quedó programada. Fecha: {date}. Hora: {time}. Lugar: {place}. Traiga una identificación con foto y sus medicinas. Responda 1 para confirmar o 2 para cambiarla. ¿Preguntas? Llame al {phone}.',
   'Your visit is booked', 'Su cita quedó programada'),
  ('Visit moved', 0, 'visit_update',
   '{clinic}: your visit has a new date. Date: {date}. Time: {time}. Place: {place}. Reply 1 to confirm or 2 to change it. Questions? Call {phone}.',
   '{clinic}: su cita tiene nueva fecha. Fecha: {date}. Hora: {time}. Lugar: {place}. Responda 1 para confirmar o 2 para cambiarla. ¿Preguntas? Llame al {phone}.',
   'Your visit has a new date', 'Su cita tiene nueva fecha'),
  ('Visit cancelled', 0, 'visit_cancelled',
   '{clinic}: your visit on {date} ({time}) is cancelled. To make another one, call {phone} or reply to this message.',
   '{clinic}: su cita del {date} ({time}) quedó cancelada. Para hacer otra cita, llame al {phone} o responda a este mensaje.',
   'Your visit is cancelled', 'Su cita quedó cancelada'),
  ('Visit reminder', 0, 'visit_reminder',
   'Reminder from {clinic}. Your visit: {date}, {time}. Place: {place}. Reply 1 to confirm or 2 to change it. Questions? Call {phone}.',
   'Recordatorio de {clinic}. Su cita: {date}, {time}. Lugar: {place}. Responda 1 para confirmar o 2 para cambiarla. ¿Preguntas? Llame al {phone}.',
   'Reminder: your visit', 'Recordatorio de su cita');
