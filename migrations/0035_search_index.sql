CREATE TABLE `inquiry_terms` (
	`term` text NOT NULL,
	`inquiry_id` integer NOT NULL,
	PRIMARY KEY(`term`, `inquiry_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `inquiry_terms_inquiry_idx` ON `inquiry_terms` (`inquiry_id`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `search_indexed` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `inquiries_unindexed_idx` ON `inquiries` (`id`) WHERE search_indexed = 0 and erased_at is null;--> statement-breakpoint
-- Erased (its search text emptied, whichever code erased it) or deleted: the inquiry leaves nothing in the index.
CREATE TRIGGER `inquiry_terms_erased` AFTER UPDATE OF `search_text` ON `inquiries` WHEN new.search_text = '' BEGIN DELETE FROM `inquiry_terms` WHERE `inquiry_id` = new.id; END;--> statement-breakpoint
CREATE TRIGGER `inquiry_terms_deleted` AFTER DELETE ON `inquiries` BEGIN DELETE FROM `inquiry_terms` WHERE `inquiry_id` = old.id; END;
