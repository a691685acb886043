-- A sign-in from a new device (issue 41 item 4): the activity log marks it, and the owner's other
-- open tabs hear it at once (a live event on the `security` topic, written by the same insert) and
-- show a notice. "New": no earlier successful sign-in of the user from the same browser and OS
-- (versions aside, api/src/lib/user-agent.ts deviceKey); the user's very first sign-in is not.
ALTER TABLE user_activity DROP CONSTRAINT user_activity_kind_check;
ALTER TABLE user_activity ADD CONSTRAINT user_activity_kind_check
  CHECK (kind IN ('sign_in', 'sign_in_new_device', 'sign_in_failed', 'session_ended', 'sessions_ended'));

ALTER TABLE live_events DROP CONSTRAINT live_events_topic_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_topic_check
  CHECK (topic IN ('money', 'notices', 'homework', 'messages', 'people', 'security'));

CREATE TRIGGER live_user_activity AFTER INSERT ON user_activity
  FOR EACH ROW WHEN (NEW.kind = 'sign_in_new_device')
  EXECUTE FUNCTION live_event('security', 'user', 'user_id');
