CREATE TABLE `volunteer_hashes` (
	`volunteer_id` integer NOT NULL,
	`channel` text NOT NULL,
	`key` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`volunteer_id`, `channel`, `key`)
);
--> statement-breakpoint
-- A changed number or address: its hashes no longer stand for it (whichever code changed it, now or later).
CREATE TRIGGER `volunteer_hashes_phone_changed` AFTER UPDATE OF `phone` ON `volunteers` WHEN old.phone IS NOT new.phone BEGIN DELETE FROM `volunteer_hashes` WHERE `volunteer_id` = new.id AND `channel` = 'text'; END;--> statement-breakpoint
CREATE TRIGGER `volunteer_hashes_email_changed` AFTER UPDATE OF `email` ON `volunteers` WHEN old.email IS NOT new.email BEGIN DELETE FROM `volunteer_hashes` WHERE `volunteer_id` = new.id AND `channel` = 'email'; END;--> statement-breakpoint
CREATE TRIGGER `volunteer_hashes_person_deleted` AFTER DELETE ON `volunteers` BEGIN DELETE FROM `volunteer_hashes` WHERE `volunteer_id` = old.id; END;
