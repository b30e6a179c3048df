import type {FastifyInstance} from 'fastify';
import {requireToken} from '../auth.js';
import {toCsv} from '../csv.js';
import type {Database} from '../db/index.js';
import {DAY_MS, dayOf} from '../model.js';
import {DEFAULT_DAYS, periodQuery} from '../schemas.js';
import {STATS, type FeedbackStat, type StatsName} from '../store/stats.js';

export interface Period {
  readonly days: number;
  /** The first UTC day of the period. */
  readonly since: string;
}

export function periodOf(query: {days?: string}, now: Date): Period {
  const days = Number(query.days ?? DEFAULT_DAYS);
  return {days, since: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS))};
}

/** A statistic as CSV: the JSON's fields as columns; a page's comments in one cell, newest first. */
export function statsCsv(name: StatsName, rows: readonly object[]): string {
  if (name === 'feedback') {
    return toCsv(
      ['url', 'section', 'helpful', 'notHelpful', 'comments'],
      (rows as FeedbackStat[]).map((row) => [
        row.url,
        row.section,
        row.helpful,
        row.notHelpful,
        row.comments.map((c) => `${c.helpful ? 'yes' : 'no'}: ${c.comment}`).join('\n'),
      ]),
    );
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  return toCsv(
    header,
    rows.map((row) => Object.values(row) as (string | number)[]),
  );
}

/** `GET /_/stats/<name>[.csv]?days=N` behind the dashboard token. */
export function statsRoutes(
  app: FastifyInstance,
  {db, token, now, limit}: {db: Database; token: string | undefined; now: () => Date; limit: number},
): void {
  const guard = requireToken(token);
  for (const name of Object.keys(STATS) as StatsName[]) {
    const load = (query: {days?: string}) => STATS[name](db, periodOf(query, now()).since);
    const options = {
      schema: {querystring: periodQuery},
      preHandler: guard,
      config: {rateLimit: {max: limit, timeWindow: 60_000}},
    };
    app.get<{Querystring: {days?: string}}>(`/_/stats/${name}`, options, (request) => load(request.query));
    app.get<{Querystring: {days?: string}}>(`/_/stats/${name}.csv`, options, async (request, reply) => {
      const days = periodOf(request.query, now()).days;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${days}d.csv"`)
        .send(statsCsv(name, await load(request.query)));
    });
  }
}
