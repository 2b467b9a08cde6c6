CREATE TABLE "sys_storage_block" (
	"block_id" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_stored_file" (
	"file_key" text PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"app_id" bigint,
	"visibility" varchar(16) DEFAULT 'PUBLIC' NOT NULL,
	"fsize" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_storage_block" ADD CONSTRAINT "sys_storage_block_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_stored_file" ADD CONSTRAINT "sys_stored_file_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_stored_file" ADD CONSTRAINT "sys_stored_file_app_id_app_application_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."app_application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_storage_block_owner_idx" ON "sys_storage_block" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sys_storage_block_expires_idx" ON "sys_storage_block" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_stored_file_owner_idx" ON "sys_stored_file" USING btree ("owner_id");--> statement-breakpoint
-- Both tables (file keys and their owners, the blocks users are uploading) are granted to no
-- data view. The storage-management code, an API resource under the system directory, for
-- databases seeded before it existed (a new database gets it from the seed, which runs after
-- the migrations: then there is no system directory yet and this inserts nothing).
INSERT INTO "sys_resource" ("parent_id", "resource_code", "resource_name", "resource_name_en", "title_key", "resource_type", "sort")
SELECT d."id", 'system:storage:manage', '文件存储管理', 'Manage stored files', 'button.system:storage:manage', 'API', 100
  FROM "sys_resource" d
 WHERE d."resource_code" = 'system' AND d."deleted_at" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "sys_resource" r WHERE r."resource_code" = 'system:storage:manage' AND r."deleted_at" IS NULL);
