import {describe, expect, it} from 'vitest';
import {safeUrl} from '../src/index.js';

describe('safeUrl', () => {
  it.each([
    ['https://entity.api.energy-xrm.example/v1', 'https://entity.api.energy-xrm.example/v1'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['mailto:developers@energy-xrm.example', 'mailto:developers@energy-xrm.example'],
    ['/docs/auth/access-tokens#scopes', '/docs/auth/access-tokens#scopes'],
    ['#schema-Entity', '#schema-Entity'],
    ['../webhooks', '../webhooks'],
    ['?page=2', '?page=2'],
    ['entity-api', 'entity-api'],
    ['/search?q=a&amp;b', '/search?q=a&b'],
    // A colon or a double slash after the start is not a scheme and not another host.
    ['/search?q=status:active', '/search?q=status:active'],
    ['?return_to=https://example.com/x', '?return_to=https://example.com/x'],
    ['/docs//guide', '/docs//guide'],
  ])('keeps %s', (raw, expected) => {
    expect(safeUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javas&#99;ript:alert(1)',
    'javas&#x63;ript:alert(1)',
    '&#106;avascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    '//evil.example/x',
    '\\\\evil.example/x',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeUndefined();
  });
});
