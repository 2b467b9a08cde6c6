CREATE INDEX "dv_view_parent_idx" ON "dv_view" USING btree ("parent_view_id");--> statement-breakpoint
CREATE INDEX "form_submission_submitted_idx" ON "form_submission" USING btree ("submitted_at");