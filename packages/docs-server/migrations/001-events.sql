-- Raw events, one row each as the site sent it: deleted after 90 days (src/retention.ts).
CREATE TABLE search_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  query text NOT NULL,
  results integer NOT NULL,
  ms integer NOT NULL,
  tags text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX search_events_at ON search_events (at);

CREATE TABLE click_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  query text NOT NULL,
  position integer NOT NULL,
  url text NOT NULL
);
CREATE INDEX click_events_at ON click_events (at);

CREATE TABLE view_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  url text NOT NULL,
  section text NOT NULL
);
CREATE INDEX view_events_at ON view_events (at);

CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  url text NOT NULL,
  section text NOT NULL,
  helpful boolean NOT NULL,
  comment text
);
CREATE INDEX feedback_at ON feedback (at);

-- Daily rollups (UTC days), updated in the same transaction as the raw rows and kept for good:
-- the dashboard reads only these, so a period longer than 90 days still has its counts.
CREATE TABLE daily_queries (
  day date NOT NULL,
  query text NOT NULL,
  searches integer NOT NULL DEFAULT 0,
  zero_results integer NOT NULL DEFAULT 0,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, query)
);

-- How many searches showed how many results: a position's impressions are the searches with at least that many.
CREATE TABLE daily_result_counts (
  day date NOT NULL,
  results integer NOT NULL,
  searches integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, results)
);

CREATE TABLE daily_positions (
  day date NOT NULL,
  position integer NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, position)
);

CREATE TABLE daily_pages (
  day date NOT NULL,
  url text NOT NULL,
  section text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  helpful integer NOT NULL DEFAULT 0,
  not_helpful integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, url)
);
