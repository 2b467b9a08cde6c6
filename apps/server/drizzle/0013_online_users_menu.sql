-- For databases seeded before the online-users screen existed (a new database gets it from the
-- seed, which runs after the migrations and finds no system directory here): the page 在线用户
-- under the system directory and its button 强退.
INSERT INTO "sys_resource" ("parent_id", "resource_code", "resource_name", "resource_name_en", "title_key", "resource_type", "path", "component", "route_name", "icon", "sort", "keep_alive")
SELECT d."id", 'system:online', '在线用户', 'Online users', 'route.OnlineUsers', 'MENU', 'online', 'system/online/index', 'OnlineUsers', 'online', 92, true
  FROM "sys_resource" d
 WHERE d."resource_code" = 'system' AND d."deleted_at" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "sys_resource" r WHERE r."resource_code" = 'system:online' AND r."deleted_at" IS NULL);
--> statement-breakpoint
INSERT INTO "sys_resource" ("parent_id", "resource_code", "resource_name", "resource_name_en", "title_key", "resource_type", "sort")
SELECT m."id", 'system:online:forceLogout', '强退', 'Force sign-out', 'button.system:online:forceLogout', 'BUTTON', 1
  FROM "sys_resource" m
 WHERE m."resource_code" = 'system:online' AND m."deleted_at" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "sys_resource" r
                    WHERE r."resource_code" = 'system:online:forceLogout' AND r."deleted_at" IS NULL);
