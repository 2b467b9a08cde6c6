ALTER TABLE "sys_param" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The initial password of new users is a secret: answered masked from now on.
UPDATE "sys_param" SET "secret" = true WHERE "param_key" = 'sys.user.initPassword';
--> statement-breakpoint
-- Data views may see which parameters are secrets (not their values: param_value stays hidden).
GRANT SELECT ("secret") ON "sys_param" TO platform_view_reader;
