import type {Database, Sql} from '../db/index.js';
import {dayOf, sectionOf, type FeedbackInput} from '../model.js';

/** Adds to (or, with -1, takes from) a page's daily yes/no counts. */
async function count(sql: Sql, day: string, url: string, section: string, helpful: number, notHelpful: number) {
  await sql.query(
    `INSERT INTO daily_pages (day, url, section, helpful, not_helpful) VALUES ($1::date, $2, $3, $4, $5)
     ON CONFLICT (day, url) DO UPDATE SET helpful = daily_pages.helpful + excluded.helpful,
       not_helpful = daily_pages.not_helpful + excluded.not_helpful`,
    [day, url, section, helpful, notHelpful],
  );
}

/**
 * One answer to "Was this page helpful?", counted once however many calls carry it. The first call
 * with an id (or any call without one) stores the vote and counts it on its day; a later call with
 * the same id adds its comment (a call without a comment keeps the one stored) and, if the reader
 * changed the answer, moves the vote from one count to the other. The page and time stay the first
 * call's. All in one transaction; a concurrent first call with the same id waits on the unique index.
 */
export async function recordFeedback(db: Database, input: FeedbackInput, at: Date): Promise<void> {
  const comment = input.comment?.trim() || null;
  const yes = input.helpful ? 1 : 0;
  await db.transaction(async (sql) => {
    const section = sectionOf(input.url);
    const inserted = await sql.query(
      `INSERT INTO feedback (vote_id, at, url, section, helpful, comment) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (vote_id) DO NOTHING RETURNING id`,
      [input.id ?? null, at, input.url, section, input.helpful, comment],
    );
    if (inserted.length > 0) return count(sql, dayOf(at), input.url, section, yes, 1 - yes);

    const [vote] = await sql.query<{at: Date; url: string; section: string; helpful: boolean}>(
      'SELECT at, url, section, helpful FROM feedback WHERE vote_id = $1 FOR UPDATE',
      [input.id ?? null],
    );
    if (!vote) return undefined;
    await sql.query('UPDATE feedback SET helpful = $2, comment = coalesce($3, comment) WHERE vote_id = $1', [
      input.id ?? null,
      input.helpful,
      comment,
    ]);
    if (vote.helpful === input.helpful) return undefined;
    // The vote changed sides: one fewer on the old answer, one more on the new, on the vote's day.
    return count(sql, dayOf(vote.at), vote.url, vote.section, 2 * yes - 1, 1 - 2 * yes);
  });
}
