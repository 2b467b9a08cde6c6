-- The role data views run as. Views are SELECTs written by administrators and run for any
-- signed-in user; the SQL check refuses secret names, but a whole-row reference (`t`, `t.*`,
-- row_to_json(t), t::text) reads every column of a table without naming one. The runner
-- switches to this role (SET LOCAL ROLE inside its read-only transaction), so the database
-- itself refuses whatever the role was not granted: tables holding secrets get nothing, tables
-- with a secret column get SELECT on their other columns only (a whole row then needs the
-- secret column, and is refused). New tables get nothing until their migration grants it; the
-- grants are listed in src/services/view-access.ts and a test compares them with the database.
-- Roles belong to the server, not the database: several databases on one server share it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'platform_view_reader') THEN
    CREATE ROLE platform_view_reader NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN
    -- Another database on the same server created it at the same moment.
    NULL;
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'Data views run as the role platform_view_reader, which % may not create. '
      'As a superuser, run: CREATE ROLE platform_view_reader NOLOGIN; '
      'GRANT platform_view_reader TO %;', current_user, quote_ident(current_user);
END;
$$;
--> statement-breakpoint
-- The server's own user must be able to SET ROLE to it: superusers can; a user with CREATEROLE
-- that created the role (PostgreSQL 16 makes it an admin of the role, without SET) grants
-- itself the membership. A user without either needs the role and the membership made ahead
-- (see the server README).
DO $$
DECLARE
  can_switch boolean;
BEGIN
  IF current_setting('server_version_num')::int >= 160000 THEN
    can_switch := pg_has_role(current_user, 'platform_view_reader', 'SET');
  ELSE
    can_switch := pg_has_role(current_user, 'platform_view_reader', 'MEMBER');
  END IF;
  IF NOT can_switch THEN
    GRANT platform_view_reader TO CURRENT_USER;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'Data views run as the role platform_view_reader, which % may not switch to. '
      'As a superuser, run: GRANT platform_view_reader TO %;', current_user, quote_ident(current_user);
END;
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO platform_view_reader;
--> statement-breakpoint
-- A clean start, should the role have been granted more before (a table-level revoke takes
-- the column grants with it).
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM platform_view_reader;
--> statement-breakpoint
-- Nothing on sys_session (session ids are token hashes), sys_login_attempt (the sign-in log:
-- accounts as typed, addresses) and sys_meta (the generated secret key, the GitLab token).
GRANT SELECT ON
  app_application, app_config, demo_region, dv_datasource, dv_view, dv_view_column,
  form_definition, form_definition_version, form_submission, sys_api, sys_calendar,
  sys_calendar_day, sys_category, sys_dict, sys_dict_item, sys_external_app_api,
  sys_gateway_route, sys_org, sys_position, sys_resource, sys_role, sys_role_org,
  sys_role_resource, sys_user_group, sys_user_group_member, sys_user_group_role, sys_user_org,
  sys_user_position, sys_user_role
  TO platform_view_reader;
--> statement-breakpoint
-- sys_api_server: every column but headers (header values hold tokens and passwords).
GRANT SELECT (
  id, server_code, server_name, protocol, host, port, base_path, health_path, timeout_ms,
  auth_type, env, status, remark, created_by, created_at, updated_by, updated_at, deleted_at,
  deleted_by
) ON sys_api_server TO platform_view_reader;
--> statement-breakpoint
-- sys_external_app: every column but secret_hash.
GRANT SELECT (
  id, app_code, app_name, logo, app_key, secret_hint, grant_types, redirect_uris, ip_whitelist,
  scopes, access_token_validity_seconds, refresh_token_validity_seconds, expires_at,
  last_used_at, contact, status, remark, created_by, created_at, updated_by, updated_at,
  deleted_at, deleted_by
) ON sys_external_app TO platform_view_reader;
--> statement-breakpoint
-- sys_gitlab_user: every column but access_token_encrypted.
GRANT SELECT (
  id, user_id, account, gitlab_user_id, gitlab_username, gitlab_name, gitlab_email, state,
  is_admin, can_create_group, projects_limit, is_external, access_token_hint, sync_status,
  last_sync_at, remark, created_by, created_at, updated_by, updated_at, deleted_at, deleted_by
) ON sys_gitlab_user TO platform_view_reader;
--> statement-breakpoint
-- sys_param: every column but param_value (sys.user.initPassword is a password).
GRANT SELECT (
  id, param_key, param_name, value_type, category, built_in, visible, status, remark, created_by,
  created_at, updated_by, updated_at
) ON sys_param TO platform_view_reader;
--> statement-breakpoint
-- sys_user: every column but password_hash.
GRANT SELECT (
  id, account, username, person_image, gender, mobile, email, employee_no, main_org_id,
  user_type, status, failed_login_count, locked_until, last_login_ip, last_login_at,
  pwd_updated_at, sort, remark, created_by, created_at, updated_by, updated_at, deleted_at,
  deleted_by
) ON sys_user TO platform_view_reader;
