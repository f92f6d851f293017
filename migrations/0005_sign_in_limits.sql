CREATE TABLE `sign_in_failures` (
	`email_key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`last_failure_at` integer NOT NULL,
	`next_attempt_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;