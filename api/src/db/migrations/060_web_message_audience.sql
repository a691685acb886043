-- System messages addressed by role: the monthly hand-upload reminder concerns players only.
ALTER TABLE web_messages
  ADD COLUMN audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'player', 'curator'));
