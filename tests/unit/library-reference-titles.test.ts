import {describe, expect, it} from 'vitest';
import {unescapeMarkdown, withTitle} from '../../plugins/library-reference/titles';

describe('plugins/library-reference/titles.ts', () => {
  it('gives a TypeDoc page the title a reader sees in its heading, without backslashes', () => {
    expect(withTitle('# Variable: POWER\\_RULES\n\nThe GPKE rules.\n')).toBe(
      '---\ntitle: "Variable: POWER_RULES"\n---\n\n# Variable: POWER\\_RULES\n\nThe GPKE rules.\n',
    );
  });

  it('adds the title to existing front matter and keeps a title that is already there', () => {
    expect(withTitle('---\nsidebar_label: Rules\n---\n\n# Class: A\\<T\\>\n')).toBe(
      '---\ntitle: "Class: A<T>"\nsidebar_label: Rules\n---\n\n# Class: A\\<T\\>\n',
    );
    const titled = '---\ntitle: Rules\n---\n\n# Variable: POWER\\_RULES\n';
    expect(withTitle(titled)).toBe(titled);
  });

  it('removes only Markdown escapes', () => {
    expect(unescapeMarkdown('DEFAULT\\_DEADLINE\\_RULES \\* C:\\path')).toBe('DEFAULT_DEADLINE_RULES * C:\\path');
  });
});
