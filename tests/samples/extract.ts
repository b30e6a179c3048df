import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {attr, cls, operationIds} from '../../plugins/api-reference/hooks';

/** Every language of the reference's samples (the TypeScript SDK's are also type-checked by tests/unit/sdk-samples.test.ts). */
export const RUN_LANGUAGES = ['curl', 'javascript', 'python', 'typescript'] as const;
export type RunLanguage = (typeof RUN_LANGUAGES)[number];

export interface PageSample {
  readonly service: string;
  readonly operation: string;
  readonly language: RunLanguage;
  readonly code: string;
  /** The success status the page documents first (responses are listed success first). */
  readonly expectedStatus: number;
}

/**
 * Every runnable sample of one built reference page, read from its HTML as a reader would copy it:
 * the text of each highlighted line, joined by newlines. An operation whose details the page
 * fetches when it nears the viewport is read from that part file (`data-part`), as the page shows it.
 */
export function samplesOfPage(buildDir: string, service: string): PageSample[] {
  const $ = load(readFileSync(path.join(buildDir, 'api', `${service}.html`), 'utf8'));
  const samples: PageSample[] = [];
  $(`section.${cls.operation}`).each((_, element) => {
    const operation = $(element).attr('id')!;
    const part = $(element).attr(attr.part);
    const section = part ? load(readFileSync(path.join(buildDir, part), 'utf8'))('body') : $(element);
    const status = section.find(`details.${cls.response} > summary .${cls.status}`).first().text().trim();
    const expectedStatus = Number(status);
    if (!/^2\d\d$/.test(status))
      throw new Error(`${service} › ${operation}: the first response is ${status}, not a success`);
    for (const language of RUN_LANGUAGES) {
      const code = section.find(`[id="${operationIds(operation).samples}-panel-${language}"] pre code`);
      const lines = code.find('.token-line').toArray();
      if (lines.length === 0) throw new Error(`${service} › ${operation}: no ${language} sample on the page`);
      samples.push({
        service,
        operation,
        language,
        code: lines.map((line) => $(line).text()).join('\n'),
        expectedStatus,
      });
    }
  });
  return samples;
}

/** The sample with its service's host replaced by the mock's; nothing else changes. */
export const pointedAt = (code: string, origin: string): string =>
  code.replace(/https:\/\/[a-z0-9-]+\.api\.energy-xrm\.example/g, origin);
