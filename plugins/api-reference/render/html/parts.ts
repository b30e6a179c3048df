import type {ServiceReference} from '../../model/types';
import {partMarkdownFile} from '../../partMarkdown';
import {modelGroupUrl, partUrls} from '../../urls';
import type {ServiceMarkdown} from '../markdown';
import {operationDetails} from './operationHtml';
import type {SampleService} from './samplesHtml';
import {modelEntriesHtml, modelGroups} from './referenceHtml';
import {partFile} from './slots';

/**
 * A reference page pays for what its reader opens. The page's HTML holds every operation's
 * heading, method, path and summary; the rest of each (samples, examples, parameters, responses) is
 * a part file of its own, and the data models come in groups (`MODELS_PER_PART`), each fetched when
 * it nears the viewport or a link points into it (theme/ApiReferencePage/parts.ts). A
 * 700-operation service then loads in a few hundred kilobytes instead of tens of megabytes, and its
 * DOM stays small. Measured against the alternatives (README "Keeping long pages light"):
 * `content-visibility` keeps every byte in the download, and per-tag pages would change the URLs
 * that guides, search and the MCP server use.
 */

export interface OutputFile {
  readonly url: string;
  readonly content: string;
}

/** The Markdown of a part: its own text under a line naming the page it belongs to. */
const partMarkdown = (ref: ServiceReference, body: string, siteUrl: string): string =>
  partMarkdownFile(ref.title, `${siteUrl}${ref.urls.page}`, body);

/** Every part file of a page: each operation's details as HTML and as Markdown, and the groups of data models. */
export function referenceParts(ref: ServiceReference, markdown: ServiceMarkdown, siteUrl: string): OutputFile[] {
  const service: SampleService = {route: ref.route, sdk: !ref.imported};
  const files: OutputFile[] = [];
  for (const op of ref.tags.flatMap((tag) => tag.operations)) {
    const urls = partUrls(ref.urls, op.id);
    files.push({url: urls.html, content: partFile(operationDetails(service, op))});
    files.push({url: urls.markdown, content: partMarkdown(ref, markdown.operations[op.id] ?? '', siteUrl)});
  }
  modelGroups(ref.schemas).forEach((group, index) => {
    files.push({url: modelGroupUrl(ref.urls, index), content: partFile({inside: modelEntriesHtml(group), after: ''})});
  });
  return files;
}
