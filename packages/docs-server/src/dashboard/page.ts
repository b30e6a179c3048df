import type {FeedbackStat, PageStat, PositionStat, QueryStat} from '../store/stats.js';
import {escapeHtml, jsonForScript, table, type Column} from './html.js';

export interface DashboardData {
  readonly days: number;
  readonly since: string;
  readonly topQueries: readonly QueryStat[];
  readonly zeroResults: readonly QueryStat[];
  readonly unopened: readonly QueryStat[];
  readonly positions: readonly PositionStat[];
  readonly pages: readonly PageStat[];
  readonly feedback: readonly FeedbackStat[];
}

export const PERIODS = [1, 7, 30, 90, 365] as const;
export const ASSETS = '/_/dashboard/assets';

const num = <T>(title: string, cell: (row: T) => number): Column<T> => ({title, cell, numeric: true});
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function comments(row: FeedbackStat): string {
  if (row.comments.length === 0) return '';
  const items = row.comments.map(
    (c) =>
      `<li><span class="answer">${c.helpful ? 'Yes' : 'No'}</span> <time datetime="${escapeHtml(c.at)}">${escapeHtml(c.at.slice(0, 10))}</time> ${escapeHtml(c.comment)}</li>`,
  );
  return `<ul class="comments">${items.join('')}</ul>`;
}

function section(id: string, title: string, stat: string, days: number, body: string, chart = false): string {
  return `<section aria-labelledby="${id}">
<div class="head"><h2 id="${id}">${escapeHtml(title)}</h2><a class="csv" href="/_/stats/${stat}.csv?days=${days}" download>Export CSV</a></div>
${chart ? `<div class="chart"><canvas data-chart="${id}" role="img" aria-label="${escapeHtml(title)} as a bar chart"></canvas></div>` : ''}
${body}
</section>`;
}

/** The dashboard: tables rendered here (readable without JavaScript), charts drawn by dashboard.js from the same data. */
export function renderDashboard(data: DashboardData): string {
  const {days} = data;
  const queryColumns: Column<QueryStat>[] = [
    {title: 'Query', cell: (r) => r.query},
    num('Searches', (r) => r.searches),
    num('No results', (r) => r.zeroResults),
    num('Result clicks', (r) => r.clicks),
  ];
  const options = PERIODS.map(
    (n) => `<option value="${n}"${n === days ? ' selected' : ''}>${n === 1 ? 'Today' : `Last ${n} days`}</option>`,
  );
  const charts = {
    'top-queries': data.topQueries.slice(0, 15).map((r) => ({label: r.query, value: r.searches})),
    positions: data.positions.map((r) => ({label: `#${r.position}`, value: Math.round(r.ctr * 1000) / 10})),
    pages: data.pages.slice(0, 15).map((r) => ({label: r.url, value: r.views})),
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dashboard · Dev Center</title>
<link rel="stylesheet" href="${ASSETS}/dashboard.css">
<script src="${ASSETS}/chart.umd.min.js" defer></script>
<script src="${ASSETS}/dashboard.js" defer></script>
</head>
<body>
<header>
<h1>Dev Center dashboard</h1>
<form method="get" action="/_/dashboard">
<label>Period <select name="days">${options.join('')}</select></label>
<button type="submit">Show</button>
</form>
<p class="period">Since ${escapeHtml(data.since)} (UTC), ${days} day${days === 1 ? '' : 's'}.</p>
</header>
<main>
${section('top-queries', 'Top queries', 'top-queries', days, table('Most searched queries', queryColumns, data.topQueries), true)}
${section('zero-results', 'Queries with no results', 'zero-results', days, table('Queries that found nothing', queryColumns, data.zeroResults))}
${section('unopened', 'Queries whose results nobody opens', 'unopened', days, table('Queries with results and no click', queryColumns, data.unopened))}
${section(
  'positions',
  'Click-through by position',
  'positions',
  days,
  table<PositionStat>(
    'Result clicks by position',
    [
      num('Position', (r) => r.position),
      num('Shown', (r) => r.shown),
      num('Clicks', (r) => r.clicks),
      {title: 'Click-through', cell: (r) => percent(r.ctr), numeric: true},
    ],
    data.positions,
  ),
  true,
)}
${section(
  'pages',
  'Most read pages',
  'pages',
  days,
  table<PageStat>(
    'Page views',
    [{title: 'Page', cell: (r) => r.url}, {title: 'Section', cell: (r) => r.section}, num('Views', (r) => r.views)],
    data.pages,
  ),
  true,
)}
${section(
  'feedback',
  'Pages readers found not helpful',
  'feedback',
  days,
  table<FeedbackStat>(
    'Answers to "Was this page helpful?" and comments',
    [
      {title: 'Page', cell: (r) => r.url},
      num('Not helpful', (r) => r.notHelpful),
      num('Helpful', (r) => r.helpful),
      {title: 'Comments', cell: comments, html: true},
    ],
    data.feedback,
  ),
)}
</main>
<script type="application/json" id="dashboard-charts">${jsonForScript(charts)}</script>
</body>
</html>
`;
}
