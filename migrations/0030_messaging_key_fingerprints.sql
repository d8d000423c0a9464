CREATE TABLE `messaging_key_fingerprints` (
	`fingerprint` text PRIMARY KEY NOT NULL,
	`first_used_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
