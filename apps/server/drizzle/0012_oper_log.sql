CREATE TABLE "sys_oper_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_oper_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"module" varchar(64) NOT NULL,
	"action" varchar(200) NOT NULL,
	"oper_type" varchar(16) NOT NULL,
	"method" varchar(8) NOT NULL,
	"url" varchar(500) NOT NULL,
	"target_ids" varchar(500) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"result_code" integer NOT NULL,
	"result_message" varchar(500) DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"operated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_idx" ON "sys_oper_log" USING btree ("operated_at","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_user_idx" ON "sys_oper_log" USING btree ("user_id","operated_at");--> statement-breakpoint
CREATE INDEX "sys_oper_log_module_idx" ON "sys_oper_log" USING btree ("module","operated_at");--> statement-breakpoint
-- The operation log holds addresses and request parameters: granted to no data view.
-- For databases seeded before these screens existed (a new database gets them from the seed,
-- which runs after the migrations: then there is no system directory yet and these insert
-- nothing): the pages 首页, 登录日志 and 操作日志 under the system directory, the log pages'
-- buttons, and the parameter of how long the logs are kept.
INSERT INTO "sys_resource" ("parent_id", "resource_code", "resource_name", "resource_name_en", "title_key", "resource_type", "path", "component", "route_name", "icon", "sort", "keep_alive")
SELECT d."id", p.code, p.name, p.name_en, 'route.' || p.route_name, 'MENU', p.path, 'system/' || p.path || '/index', p.route_name, p.icon, p.sort, true
  FROM "sys_resource" d
 CROSS JOIN (VALUES
   ('system:dashboard', '首页', 'Dashboard', 'Dashboard', 'dashboard', 'dashboard', 0),
   ('system:loginLog', '登录日志', 'Login log', 'LoginLog', 'loginLog', 'logininfor', 90),
   ('system:operLog', '操作日志', 'Operation log', 'OperationLog', 'operLog', 'log', 91)
 ) AS p(code, name, name_en, route_name, path, icon, sort)
 WHERE d."resource_code" = 'system' AND d."deleted_at" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "sys_resource" r WHERE r."resource_code" = p.code AND r."deleted_at" IS NULL);
--> statement-breakpoint
INSERT INTO "sys_resource" ("parent_id", "resource_code", "resource_name", "resource_name_en", "title_key", "resource_type", "sort")
SELECT m."id", m."resource_code" || ':' || b.button, b.name, b.name_en, 'button.' || m."resource_code" || ':' || b.button, 'BUTTON', b.sort
  FROM "sys_resource" m
 CROSS JOIN (VALUES
   ('remove', '删除', 'Delete', 1),
   ('export', '导出', 'Export', 2),
   ('clean', '清空', 'Clear all', 3)
 ) AS b(button, name, name_en, sort)
 WHERE m."resource_code" IN ('system:loginLog', 'system:operLog') AND m."deleted_at" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "sys_resource" r
                    WHERE r."resource_code" = m."resource_code" || ':' || b.button AND r."deleted_at" IS NULL);
--> statement-breakpoint
INSERT INTO "sys_param" ("param_key", "param_name", "param_value", "value_type", "category", "built_in", "visible", "remark")
SELECT 'sys.log.keepDays', '日志保留天数', '90', 'number', 'system', true, false,
       'Entries of the login log and the operation log older than this many days are deleted.'
 WHERE EXISTS (SELECT 1 FROM "sys_param" WHERE "param_key" = 'sys.name')
ON CONFLICT DO NOTHING;
