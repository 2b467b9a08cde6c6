-- An application's files grow with every upload: indexes for both sorts of its file list (newest, size)
-- and a trigram index for its "name contains" search.
CREATE INDEX "sys_stored_file_app_updated_idx" ON "sys_stored_file" USING btree ("app_id","updated_at","file_key");--> statement-breakpoint
CREATE INDEX "sys_stored_file_app_size_idx" ON "sys_stored_file" USING btree ("app_id","fsize","file_key");--> statement-breakpoint
CREATE INDEX "sys_stored_file_key_trgm_idx" ON "sys_stored_file" USING gin ("file_key" gin_trgm_ops);