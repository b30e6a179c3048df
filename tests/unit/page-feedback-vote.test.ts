import {expect, test} from 'vitest';
import {newVoteId} from '../../plugins/docs-server/client/events';
import {VOTE_ID} from '../../packages/docs-server/src/schemas';

// The page names each "Was this page helpful?" answer so its comment joins it: the service must accept the name.
test('a vote id is one the docs server accepts, and each answer gets its own', () => {
  const ids = Array.from({length: 50}, () => newVoteId());
  for (const id of ids) expect(id).toMatch(new RegExp(VOTE_ID));
  expect(new Set(ids).size).toBe(ids.length);
});
