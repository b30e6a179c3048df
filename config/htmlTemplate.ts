/**
 * The page's HTML as Docusaurus writes it at build time (the `ssrTemplate` option), the framework's
 * own template but for one change: the site's code is named in a meta tag instead of deferred
 * `<script>` tags, and the loader in plugins/site-shell/inlineScripts.ts requests it once the page
 * has been drawn. With deferred scripts the browser requested the code with the page and ran it
 * before the first frame whenever it arrived first, so the text waited for the code on a fast
 * connection; and Lighthouse's mobile simulation counts every request made before the largest
 * paint into that paint (its "pessimistic" graph), so 120-175 KB of code put the text's paint at
 * 2.0-2.7 s beside a first paint of 1.0 s (measured on /docs/deadlines/intro: 2.16-2.68 s before,
 * 1.21 s after). `npm start` serves its own template, with deferred scripts: the loader then only
 * checks that they ran.
 */

/** The meta tag naming the page's scripts, in order, separated by spaces. */
export const APP_SCRIPTS_META = 'app-scripts';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <meta name="${APP_SCRIPTS_META}" content="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
