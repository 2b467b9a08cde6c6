-- Cache invalidation by the database itself. Every instance keeps small caches (sessions,
-- permissions, profiles, dictionaries, parameters) and LISTENs on the channel
-- platform_invalidate. These triggers announce every change of the underlying tables on
-- that channel when the change commits, whichever code or instance made it (even a manual
-- UPDATE in psql), so no cache can outlive the data it copies.
CREATE OR REPLACE FUNCTION platform_notify_topic() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('platform_invalidate', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION platform_notify_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('platform_invalidate', 'session:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sys_dict_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('dicts');
--> statement-breakpoint
CREATE TRIGGER sys_dict_item_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_item
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('dicts');
--> statement-breakpoint
CREATE TRIGGER sys_param_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_param
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('params');
--> statement-breakpoint
CREATE TRIGGER sys_role_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_user_role_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_role_resource_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_resource
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_resource_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_resource
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_user_group_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_group
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_user_group_member_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_group_member
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_user_group_role_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_group_role
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
--> statement-breakpoint
CREATE TRIGGER sys_org_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_org
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('users');
--> statement-breakpoint
CREATE TRIGGER sys_user_org_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_org
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('users');
--> statement-breakpoint
-- Users: what the session check, the permissions and the user info read (not the sign-in
-- bookkeeping, which changes on every sign-in).
CREATE TRIGGER sys_user_invalidate AFTER INSERT OR DELETE OR TRUNCATE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('users');
--> statement-breakpoint
CREATE TRIGGER sys_user_change_invalidate
  AFTER UPDATE OF account, username, person_image, main_org_id, status, deleted_at ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('users');
--> statement-breakpoint
-- Sessions: one message per ended session (sign-out, replaced, revoked, deleted); the
-- sliding renewals, which touch only expires_at and last_seen_at, announce nothing.
CREATE TRIGGER sys_session_revoke_invalidate AFTER UPDATE OF revoked_at ON sys_session
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION platform_notify_session();
--> statement-breakpoint
CREATE TRIGGER sys_session_delete_invalidate AFTER DELETE ON sys_session
  FOR EACH ROW EXECUTE FUNCTION platform_notify_session();
