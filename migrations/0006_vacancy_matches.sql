CREATE TABLE `vacancy_matches` (
	`id` text PRIMARY KEY NOT NULL,
	`resume_id` text NOT NULL,
	`source` text NOT NULL,
	`vacancy_url` text,
	`vacancy_title` text,
	`employer` text,
	`vacancy_text` text NOT NULL,
	`match_percent` integer NOT NULL,
	`result` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vacancy_matches_resume_idx` ON `vacancy_matches` (`resume_id`,`created_at`);