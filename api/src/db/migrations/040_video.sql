-- Video gallery (spec 02 §2, §3, §7): videos with authors, tags and a minimum level, and per-user
-- state (watched flag, own rating). The clip itself is a file under api/media named by file_name.

CREATE TABLE video_authors (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE video_tags (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE video_levels (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE videos (
  id serial PRIMARY KEY,
  title text NOT NULL,
  -- title lower-cased by the application (JS toLowerCase): lower() ignores Cyrillic under the C locale.
  title_search text NOT NULL,
  description text NOT NULL DEFAULT '',
  min_level_id integer NOT NULL REFERENCES video_levels (id),
  recorded_datetime timestamptz NOT NULL,
  -- A bare file name (no folders) inside the media directory; checked again when streamed.
  file_name text NOT NULL CHECK (file_name ~ '^[A-Za-z0-9_-]+\.webm$'),
  content_type text NOT NULL DEFAULT 'video/webm'
);
CREATE INDEX videos_recorded_idx ON videos (recorded_datetime DESC, id DESC);
CREATE INDEX videos_level_idx ON videos (min_level_id);

CREATE TABLE video_author_links (
  video_id integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES video_authors (id) ON DELETE CASCADE,
  PRIMARY KEY (video_id, author_id)
);
CREATE INDEX video_author_links_author_idx ON video_author_links (author_id);

CREATE TABLE video_tag_links (
  video_id integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES video_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (video_id, tag_id)
);
CREATE INDEX video_tag_links_tag_idx ON video_tag_links (tag_id);

-- One row per user and video, written by single-statement upserts so parallel toggles serialize
-- on the row instead of losing updates.
CREATE TABLE video_user_state (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  watched boolean NOT NULL DEFAULT false,
  watched_at timestamptz,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  rated_at timestamptz,
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX video_user_state_video_idx ON video_user_state (video_id);
