-- The user behind a token is kept by the API between requests (api/src/lib/auth-users.ts, issue
-- 11): these triggers say when what auth_user (migration 085) reads changes. Each notifies the
-- channel `auth_user` with the user's id; PostgreSQL sends it when the transaction commits (and
-- folds repeats of one payload within it). TRUNCATE says '*': every user.
-- A new column read by auth_user must be added to the UPDATE OF list below.
CREATE FUNCTION notify_auth_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_user', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('auth_user', (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('auth_user', (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_auth_notify
  AFTER UPDATE OF id, username, is_active, is_curator OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_user('id');
CREATE TRIGGER users_auth_notify_all
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_user();
CREATE TRIGGER user_permissions_auth_notify
  AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_user('user_id');
CREATE TRIGGER user_permissions_auth_notify_all
  AFTER TRUNCATE ON user_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_user();
