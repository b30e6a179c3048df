import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours chosen for a contrast ratio of at least 4.5:1 on their background in both modes;
 * the bundled themes fall below that for several token types (axe "color-contrast").
 */
const token = (types: string[], color: string, fontStyle?: 'italic') => ({
  types,
  style: {color, ...(fontStyle && {fontStyle})},
});

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    token(['comment', 'prolog', 'doctype', 'cdata'], '#57606a', 'italic'),
    token(['punctuation', 'operator'], '#24292f'),
    token(['property', 'tag', 'constant', 'symbol', 'deleted', 'boolean', 'number'], '#0550ae'),
    token(['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted', 'template-string'], '#0a3069'),
    token(['entity', 'url', 'variable', 'parameter', 'assign-left'], '#953800'),
    token(['atrule', 'attr-value', 'keyword'], '#a0111f'),
    token(['function', 'class-name', 'method'], '#6639ba'),
    token(['regex', 'important'], '#116329'),
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#1e2128'},
  styles: [
    token(['comment', 'prolog', 'doctype', 'cdata'], '#9da7b3', 'italic'),
    token(['punctuation', 'operator'], '#e6edf3'),
    token(['property', 'tag', 'constant', 'symbol', 'deleted', 'boolean', 'number'], '#79c0ff'),
    token(['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted', 'template-string'], '#a5d6ff'),
    token(['entity', 'url', 'variable', 'parameter', 'assign-left'], '#ffa657'),
    token(['atrule', 'attr-value', 'keyword'], '#ff7b72'),
    token(['function', 'class-name', 'method'], '#d2a8ff'),
    token(['regex', 'important'], '#7ee787'),
  ],
};
