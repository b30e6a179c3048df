import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {RunLanguage} from './extract';
import {startProxy, type Credentials} from './proxy';
import {runSample} from './run';

/** One sample to run, wherever it was read from (a built page, or the model of a corpus spec). */
export interface RunnableSample {
  /** `service › operation › language`, for messages. */
  readonly where: string;
  readonly language: RunLanguage;
  /** The success status the page documents first. */
  readonly expectedStatus: number;
  /** The sample with its server replaced by the mock's origin, and nothing else. */
  readonly pointedAt: (origin: string) => string;
  /**
   * Whether the sample sends the caller's credentials, which the proxy then checks (an operation
   * without security may still have an `Authorization` parameter of its own). Default: yes.
   */
  readonly sendsCredentials?: boolean;
  /** The header of the API key the sample sends, when it sends one. */
  readonly apiKeyHeader?: string;
  /** Files the sample uploads, which its reader has beside it (`curl -F file=@file.bin`). */
  readonly files?: readonly string[];
}

/** What stands for a reader's file: a few bytes that are not text. */
export const FILE_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

export const CREDENTIALS: Credentials = {
  token: 'token-from-the-environment',
  apiKey: 'key-from-the-environment',
  basic: Buffer.from('user-from-the-environment:password').toString('base64'),
};

/**
 * Runs one sample against the mock as a reader would paste it, its credentials in the environment,
 * behind a recording proxy of its own; says what went wrong, if anything. `dir` is its own folder.
 */
export async function check(sample: RunnableSample, mockUrl: string, dir: string): Promise<string | undefined> {
  const proxy = await startProxy(
    mockUrl,
    sample.sendsCredentials === false ? undefined : CREDENTIALS,
    sample.apiKeyHeader,
  );
  mkdirSync(dir, {recursive: true});
  for (const file of sample.files ?? []) writeFileSync(path.join(dir, file), FILE_BYTES);
  try {
    const result = await runSample(sample.language, sample.pointedAt(proxy.origin), dir, {
      ...process.env,
      ENERGY_XRM_TOKEN: CREDENTIALS.token,
      ENERGY_XRM_API_KEY: CREDENTIALS.apiKey,
      ENERGY_XRM_BASIC_AUTH: CREDENTIALS.basic,
      NO_PROXY: '127.0.0.1',
      SAMPLE_ORIGIN: proxy.origin,
    });
    if (proxy.seen.length !== 1) {
      return `${sample.where}: sent ${proxy.seen.length} requests (exit ${result.code}):\n${result.output}`;
    }
    const [seen] = proxy.seen;
    if (seen!.status !== sample.expectedStatus) {
      return `${sample.where}: ${seen!.method} ${seen!.url} got ${seen!.status}, the page documents ${sample.expectedStatus}: ${seen!.detail ?? ''}`;
    }
    const sent = seen!.body.toString('latin1').split(FILE_BYTES.toString('latin1')).length - 1;
    if (sent !== (sample.files ?? []).length) {
      return `${sample.where}: sent the bytes of ${sent} files, not of ${(sample.files ?? []).join(', ') || 'none'}`;
    }
    if (result.code !== 0) return `${sample.where}: exited with ${result.code}:\n${result.output}`;
    return undefined;
  } finally {
    await proxy.close();
  }
}

/** Where each sample runs: a folder per service and sample. */
export const sampleDir = (work: string, service: string, index: number): string =>
  path.join(work, 'run', `${service}-${index}`);
