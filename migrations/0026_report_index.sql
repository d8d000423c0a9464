-- The recruitment report scans a date range a dozen times; this index holds every column those scans read, so
-- they never visit the table (worker/reports/recruitment.ts, docs/budgets.md).
CREATE INDEX `inquiries_report_idx` ON `inquiries` (`created_at`,`status`,`language`,`study_id`,`interest`,`utm_source`,`heard_from`,`closed_reason`,`partner_id`,`first_response_minutes`);