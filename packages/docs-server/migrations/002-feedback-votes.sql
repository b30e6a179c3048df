-- A vote's id, made by the page per answer: the Yes/No click stores the vote, a comment sent later
-- with the same id joins it instead of counting a second vote. Rows from before, and answers sent
-- without an id, keep NULL (a unique index admits any number of NULLs).
ALTER TABLE feedback ADD COLUMN vote_id text;
CREATE UNIQUE INDEX feedback_vote_id ON feedback (vote_id);
