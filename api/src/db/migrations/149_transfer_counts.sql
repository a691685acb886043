-- The transfers list's count (issue 43, docs/backoffice.md "At fund scale"): kept per status in
-- backoffice_counts like the decision queues' (migrations 140, 142), so a page of the list filtered
-- by status only (or not at all) counts without reading the table. Not a badge: the menu's counts
-- sum the four decision queues by name.
ALTER TABLE backoffice_counts DROP CONSTRAINT backoffice_counts_queue_check;
ALTER TABLE backoffice_counts ADD CONSTRAINT backoffice_counts_queue_check
  CHECK (queue IN ('deposit_requests', 'cash_flows', 'payout_requests', 'personal_funds', 'transfers'));

-- No write falls between the count below and the triggers (reads go on).
LOCK TABLE transfers IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER transfers_count_insert AFTER INSERT ON transfers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_statement('transfers');
CREATE TRIGGER transfers_count_update AFTER UPDATE ON transfers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_statement('transfers');
CREATE TRIGGER transfers_count_delete AFTER DELETE ON transfers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_statement('transfers');
CREATE TRIGGER transfers_count_truncate AFTER TRUNCATE ON transfers
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_truncate('transfers');

INSERT INTO backoffice_counts (queue, status, n) SELECT 'transfers', status, count(*) FROM transfers GROUP BY status;
