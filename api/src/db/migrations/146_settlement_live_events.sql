-- Settlement live events (issue 38 item 5, docs/settlement.md): a statement closed, an acceptance, a
-- disputed line, the fund's answer to it and the statement's payout each leave a `money` event for
-- the player the statement belongs to (and staff, who read every statement), so an open statement
-- view or list refreshes without a reload. An answer names its player through its dispute.
CREATE FUNCTION live_dispute_answer() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (topic, user_id, entity, entity_id)
  SELECT 'money', d.user_id, TG_TABLE_NAME, NEW.dispute_id FROM settlement_disputes d WHERE d.id = NEW.dispute_id;
  PERFORM pg_notify('live_events', txid_current()::text);
  RETURN NULL;
END $$;

CREATE TRIGGER live_settlement_statements AFTER INSERT ON settlement_statements
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_settlement_acceptances AFTER INSERT ON settlement_acceptances
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_settlement_disputes AFTER INSERT ON settlement_disputes
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_settlement_dispute_answers AFTER INSERT ON settlement_dispute_answers
  FOR EACH ROW EXECUTE FUNCTION live_dispute_answer();
CREATE TRIGGER live_settlement_payouts AFTER INSERT ON settlement_payouts
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
