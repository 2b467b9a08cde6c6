-- The organisations of a role's CUSTOM data scope are part of what the permission cache holds
-- (decision 0018): announce their changes like the other grant tables.
CREATE TRIGGER sys_role_org_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_org
  FOR EACH STATEMENT EXECUTE FUNCTION platform_notify_topic('grants');
