import type {PrismTheme} from 'prism-react-renderer';

const kebab = (property: string): string => property.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

/**
 * The block's text and background colours. The theme's container sets them inline from React state,
 * which shows the light theme until the page has hydrated; these rules follow the page's colour mode
 * from the first paint, so dark token colours never sit on a light background.
 */
function plainRule({plain}: PrismTheme, mode: 'light' | 'dark'): string {
  const declarations = [
    plain.color && `--prism-color:${plain.color}!important`,
    plain.backgroundColor && `--prism-background-color:${plain.backgroundColor}!important`,
  ].filter(Boolean);
  return `[data-theme='${mode}'] .theme-code-block{${declarations.join(';')}}`;
}

function rules(theme: PrismTheme, mode: 'light' | 'dark'): string {
  return [
    plainRule(theme, mode),
    ...theme.styles.map(({types, style, languages}) => {
      const declarations = Object.entries(style)
        .filter(([property]) => property !== 'backgroundColor')
        .map(([property, value]) => `${kebab(property)}:${String(value)}`)
        .join(';');
      const scopes = languages ? languages.map((language) => ` .language-${language}`) : [''];
      const selectors = types.flatMap((type) => scopes.map((scope) => `[data-theme='${mode}']${scope} .token.${type}`));
      return `${selectors.join(',')}{${declarations}}`;
    }),
  ].join('\n');
}

/**
 * The code themes as CSS. Code blocks carry token classes instead of inline colours
 * (codeToHtml.ts); rules come in the themes' order, so where a token has two types the later
 * entry wins, as it does in prism-react-renderer.
 */
export function tokenCss(light: PrismTheme, dark: PrismTheme): string {
  return `${rules(light, 'light')}\n${rules(dark, 'dark')}`;
}
