-- Tournament scheduler ('Расписатор', spec 02 §2-§3). The week is kept in UTC: day 0 is Monday,
-- start_minute is minutes after 00:00 UTC of that day. The client converts to its time zone.
CREATE TABLE scheduler_networks (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort smallint NOT NULL DEFAULT 0
);

-- One row per recurring tournament (hash); the days it runs and what differs by day (duration,
-- entries, ROI, score) are parallel arrays. About 3,600 series make the 21,000 tournament-days
-- of the demo week: a sixth of the rows, WAL and template size of one row per day, which keeps
-- the per-test copy of the seeded database cheap (docs/scheduler.md).
CREATE TABLE scheduler_series (
  hash text PRIMARY KEY,
  network_id integer NOT NULL REFERENCES scheduler_networks (id),
  name text NOT NULL,
  tournament_type text NOT NULL CHECK (tournament_type IN ('regular', 'turbo')),
  bounty_type text NOT NULL CHECK (bounty_type IN ('freezeout', 'knockout', 'rebuy')),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  buyin numeric(12, 2) NOT NULL CHECK (buyin >= 0),
  currency text NOT NULL,
  usd_buyin numeric(12, 2) NOT NULL CHECK (usd_buyin >= 0),
  refunded boolean NOT NULL DEFAULT false,
  days smallint[] NOT NULL,
  durations integer[] NOT NULL,
  entries integer[] NOT NULL,
  rois numeric(7, 2)[] NOT NULL,
  scores smallint[] NOT NULL,
  CHECK (cardinality(days) BETWEEN 1 AND 7
         AND cardinality(durations) = cardinality(days)
         AND cardinality(entries) = cardinality(days)
         AND cardinality(rois) = cardinality(days)
         AND cardinality(scores) = cardinality(days)
         AND days <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]
         AND scores <@ ARRAY[-2, -1, 0, 1, 2]::smallint[])
);

-- The tournament row of spec 02 §3, one per series and day; hash + day_number is the key the
-- client remembers a selection by (spec 02 §4).
CREATE VIEW scheduler_tournaments AS
SELECT s.hash,
       d.day AS day_number,
       s.start_minute,
       d.day * 1440 + s.start_minute AS week_minute,
       s.network_id,
       s.name,
       s.tournament_type,
       s.bounty_type,
       d.duration,
       s.buyin,
       s.currency,
       s.usd_buyin,
       d.total_entries,
       d.roi,
       round(s.usd_buyin * d.roi / 100, 2) AS profit_per_tournament,
       d.score,
       s.refunded
  FROM scheduler_series s
 CROSS JOIN LATERAL unnest(s.days, s.durations, s.entries, s.rois, s.scores)
       AS d(day, duration, total_entries, roi, score);
