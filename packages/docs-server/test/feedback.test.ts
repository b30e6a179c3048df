import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {buildApp} from '../src/app.js';
import {DEFAULT_RATE_LIMITS} from '../src/config.js';
import type {Database} from '../src/db/index.js';
import {ALL_TABLES, NOW, pgliteEngine, postgresEngine, TOKEN} from './engines.js';

// The page sends the vote when the reader clicks Yes or No, and the comment later with the same id.
const VOTE = '0123456789abcdef0123456789abcdef';
const OTHER_VOTE = 'fedcba9876543210fedcba9876543210';
const PAGE = '/docs/webhooks';

describe.each([pgliteEngine(), postgresEngine()])('"Was this page helpful?" votes on $name', (engine) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await engine.open();
    app = await buildApp({db, docs: null, rateLimits: DEFAULT_RATE_LIMITS, dashboardToken: TOKEN, now: () => NOW});
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await engine.cleanup();
  });
  beforeEach(() => db.script(`TRUNCATE ${ALL_TABLES}`));

  const answer = async (payload: object) => {
    const response = await app.inject({method: 'POST', url: '/_/feedback', payload});
    expect(response.statusCode, response.body).toBe(202);
  };
  const feedbackStats = async () =>
    (await app.inject({url: '/_/stats/feedback?days=7', headers: {authorization: `Bearer ${TOKEN}`}})).json<unknown>();
  const comment = (helpful: boolean, text: string) => ({at: NOW.toISOString(), helpful, comment: text});

  test('a click alone is a vote, counted once', async () => {
    await answer({id: VOTE, url: PAGE, helpful: false});
    expect(await feedbackStats()).toEqual([{url: PAGE, section: 'guides', helpful: 0, notHelpful: 1, comments: []}]);
  });

  test('the comment sent after the click joins its vote instead of counting another', async () => {
    await answer({id: VOTE, url: PAGE, helpful: false});
    await answer({id: VOTE, url: PAGE, helpful: false, comment: 'The retry schedule is missing.'});
    expect(await feedbackStats()).toEqual([
      {
        url: PAGE,
        section: 'guides',
        helpful: 0,
        notHelpful: 1,
        comments: [comment(false, 'The retry schedule is missing.')],
      },
    ]);
    expect(await db.query('SELECT count(*)::int AS n FROM feedback')).toEqual([{n: 1}]);
  });

  test('two readers are two votes', async () => {
    await answer({id: VOTE, url: PAGE, helpful: false});
    await answer({id: OTHER_VOTE, url: PAGE, helpful: false, comment: 'No example.'});
    expect(await feedbackStats()).toEqual([
      {url: PAGE, section: 'guides', helpful: 0, notHelpful: 2, comments: [comment(false, 'No example.')]},
    ]);
  });

  test('a changed answer moves the vote; a repeated call neither counts again nor clears the comment', async () => {
    await answer({id: VOTE, url: PAGE, helpful: true});
    await answer({id: VOTE, url: PAGE, helpful: false, comment: 'Wrong header name.'});
    await answer({id: VOTE, url: PAGE, helpful: false});
    expect(await feedbackStats()).toEqual([
      {url: PAGE, section: 'guides', helpful: 0, notHelpful: 1, comments: [comment(false, 'Wrong header name.')]},
    ]);
  });

  test('a comment without a prior vote is stored as the vote, and the late click does not count it twice', async () => {
    await answer({id: VOTE, url: '/api/entity', helpful: true, comment: 'Clear.'});
    await answer({id: VOTE, url: '/api/entity', helpful: true});
    expect(await feedbackStats()).toEqual([
      {url: '/api/entity', section: 'rest', helpful: 1, notHelpful: 0, comments: [comment(true, 'Clear.')]},
    ]);
  });

  test('the vote and its comment arriving at the same time are one vote', async () => {
    await Promise.all([
      answer({id: VOTE, url: PAGE, helpful: false}),
      answer({id: VOTE, url: PAGE, helpful: false, comment: 'Too short.'}),
    ]);
    expect(await feedbackStats()).toEqual([
      {url: PAGE, section: 'guides', helpful: 0, notHelpful: 1, comments: [comment(false, 'Too short.')]},
    ]);
  });

  test('answers without an id, as the contract first had them, are one vote each', async () => {
    await answer({url: PAGE, helpful: true});
    await answer({url: PAGE, helpful: true});
    expect(await feedbackStats()).toEqual([{url: PAGE, section: 'guides', helpful: 2, notHelpful: 0, comments: []}]);
  });

  test('bad input gets 400 naming the field, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{id: 'abc', url: PAGE, helpful: true}, 'id must be 16 to 64 letters, digits, "-" or "_"'],
      [
        {id: `${VOTE}'; DROP TABLE feedback; --`, url: PAGE, helpful: true},
        'id must be 16 to 64 letters, digits, "-" or "_"',
      ],
      [{id: 42, url: PAGE, helpful: true}, 'id must be string'],
      [{id: VOTE, url: PAGE}, 'helpful is required'],
      [{id: VOTE, helpful: false}, 'url is required'],
      [{id: VOTE, url: PAGE, helpful: false, comment: 'x'.repeat(1001)}, 'comment must be at most 1000 characters'],
      [{id: VOTE, url: PAGE, helpful: false, rating: 5}, 'rating is not a known field'],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({method: 'POST', url: '/_/feedback', payload});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({error: 'Bad Request', message});
    }
    expect(await feedbackStats()).toEqual([]);
  });
});
