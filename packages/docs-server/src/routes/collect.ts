import type {FastifyInstance} from 'fastify';
import type {Database} from '../db/index.js';
import {RequestError} from '../errors.js';
import {
  DAY_MS,
  pathOf,
  RETENTION_DAYS,
  sectionOf,
  type FeedbackInput,
  type SiteEvent,
  type StoredEvent,
} from '../model.js';
import {isSensitive} from '../privacy.js';
import {eventsBody, feedbackBody} from '../schemas.js';
import {recordFeedback} from '../store/feedback.js';
import {EventWriter} from '../store/writer.js';

/** A little clock skew between a reader's machine and the server is normal. */
const FUTURE_SLACK_MS = 5 * 60_000;

function timeOf(event: SiteEvent, index: number, now: Date): Date {
  if (event.at === undefined) return now;
  const at = new Date(event.at);
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS)
    throw new RequestError(400, `events[${index}].at is in the future`);
  if (at.getTime() < now.getTime() - RETENTION_DAYS * DAY_MS) {
    throw new RequestError(400, `events[${index}].at is more than ${RETENTION_DAYS} days ago`);
  }
  return at;
}

/** The events as stored, or null for one whose query looks like a secret or an address (dropped, never stored). */
export function toStored(event: SiteEvent, index: number, now: Date): StoredEvent | null {
  const at = timeOf(event, index, now);
  if (event.type === 'view') {
    const url = pathOf(event.url, false);
    return {type: 'view', url, at, section: sectionOf(url)};
  }
  const query = event.query.trim();
  if (query === '' || isSensitive(query)) return null;
  if (event.type === 'search') return {...event, query, at};
  return {...event, query, url: pathOf(event.url, true), at};
}

/** Statements at once on PostgreSQL: the pool holds 10 connections; the rest of the batches wait and go together. */
const WRITE_LANES_POSTGRES = 4;

/** `POST /_/events` and `POST /_/feedback`: 202 once the rows are committed (src/store/writer.ts), never before. */
export function collectRoutes(
  app: FastifyInstance,
  {db, now, limits}: {db: Database; now: () => Date; limits: {events: number; feedback: number}},
): void {
  const writer = new EventWriter(db, db.engine === 'PGlite' ? 1 : WRITE_LANES_POSTGRES);
  // Fastify closes once the requests in flight have their answers; this is for any write still running.
  app.addHook('onClose', () => writer.flush());

  // navigator.sendBeacon sends a string as text/plain; the body is the same JSON.
  app.addContentTypeParser('text/plain', {parseAs: 'string'}, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new RequestError(400, 'The body is not valid JSON.'), undefined);
    }
  });

  app.post<{Body: {events: SiteEvent[]}}>(
    '/_/events',
    {schema: {body: eventsBody}, config: {rateLimit: {max: limits.events, timeWindow: 60_000}}},
    async (request, reply) => {
      const at = now();
      const stored = request.body.events
        .map((event, index) => toStored(event, index, at))
        .filter((event) => event !== null);
      if (stored.length > 0) await writer.write(stored);
      return reply.code(202).send({stored: stored.length, dropped: request.body.events.length - stored.length});
    },
  );

  app.post<{Body: FeedbackInput}>(
    '/_/feedback',
    {schema: {body: feedbackBody}, config: {rateLimit: {max: limits.feedback, timeWindow: 60_000}}},
    async (request, reply) => {
      await recordFeedback(db, {...request.body, url: pathOf(request.body.url, false)}, now());
      return reply.code(202).send({stored: 1});
    },
  );
}
