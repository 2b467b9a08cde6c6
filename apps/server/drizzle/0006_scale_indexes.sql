-- Trigram search (pg_trgm ships with PostgreSQL and with PGlite, which loads it at start) serves the
-- "part of" filters; the b-tree indexes serve every sort the lists allow, live rows only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "form_submission_form_idx";--> statement-breakpoint
DROP INDEX "form_submission_user_idx";--> statement-breakpoint
DROP INDEX "form_submission_submitted_idx";--> statement-breakpoint
CREATE INDEX "form_submission_created_idx" ON "form_submission" USING btree ("created_at","id") WHERE "form_submission"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submission_version_idx" ON "form_submission" USING btree ("form_version","id") WHERE "form_submission"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submission_form_submitted_idx" ON "form_submission" USING btree ("form_id","submitted_at","id") WHERE "form_submission"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submission_form_version_idx" ON "form_submission" USING btree ("form_id","form_version","id") WHERE "form_submission"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submission_app_idx" ON "form_submission" USING btree ("app_id","created_at","id") WHERE "form_submission"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_sort_idx" ON "sys_user" USING btree ("sort","id") WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_account_idx" ON "sys_user" USING btree ("account","id") WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_username_idx" ON "sys_user" USING btree ("username","id") WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_employee_no_idx" ON "sys_user" USING btree ("employee_no","id") WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_created_at_idx" ON "sys_user" USING btree ("created_at","id") WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_last_login_at_idx" ON "sys_user" USING btree ("last_login_at","id") WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_account_trgm_idx" ON "sys_user" USING gin ("account" gin_trgm_ops) WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_username_trgm_idx" ON "sys_user" USING gin ("username" gin_trgm_ops) WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_mobile_trgm_idx" ON "sys_user" USING gin ("mobile" gin_trgm_ops) WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sys_user_employee_no_trgm_idx" ON "sys_user" USING gin ("employee_no" gin_trgm_ops) WHERE "sys_user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submission_form_idx" ON "form_submission" USING btree ("form_id","created_at","id") WHERE "form_submission"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submission_user_idx" ON "form_submission" USING btree ("submitted_by","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submission_submitted_idx" ON "form_submission" USING btree ("submitted_at","id") WHERE "form_submission"."deleted_at" is null;