import {expect, test} from 'vitest';
import {mcpDataSize} from '../../../plugins/markdown-pages/mcpData';

// The build log's line about the docs MCP data: what the server reads at start (docs.json) and the
// largest file it reads on a first question, the figures that must stay small as services grow.

test('names the size of docs.json, the service files together and the largest of them', () => {
  const serviceBytes = new Map([
    ['agents', 40_000],
    ['orders', 2_504_999],
    ['meters', 5_000],
  ]);
  expect(mcpDataSize({docsBytes: 1_234_567, serviceBytes})).toBe(
    'MCP data: docs.json 1.23 MB, 3 service files 2.55 MB (largest: orders 2.50 MB)',
  );
});
