import {expect, test} from '../e2e/fixtures';
import {CORPUS_PAGES, referencePage} from './largest';
import {startRecordingServer, type RecordingServer} from './recordingServer';
import {openTryIt, sendExpecting200, useServer} from '../e2e/tryIt';

// Try it on a multipart upload of a spec written elsewhere (feature/3.0/file-uploads.yaml): the
// reader picks a real file, and the request that leaves the browser carries it.

const uploads = referencePage(CORPUS_PAGES.uploads);
const OPERATION = 'post-anything-multipart-formdata';
/** A file as a reader would pick it: a name and bytes that are not text. */
const FILE = {
  name: 'meter-photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff]),
};

let server: RecordingServer;
test.beforeAll(async () => {
  server = await startRecordingServer();
});
test.afterAll(async () => server.close());
test.use({allowForeignRequests: [/^http:\/\/127\.0\.0\.1:\d+\//]});

test('Try it sends a chosen file as multipart/form-data, with its name and bytes', async ({page}) => {
  expect(uploads.operations.map((op) => op.id)).toContain(OPERATION);
  const form = await openTryIt(page, uploads.url, OPERATION);
  await useServer(form, server.url);
  const file = form.getByLabel('documentFile (file)');
  await expect(file).toHaveAttribute('type', 'file');
  await file.setInputFiles(FILE);
  await form.getByLabel('orderId (text)').fill('4711');
  await sendExpecting200(form);

  expect(server.requests).toHaveLength(1);
  const [request] = server.requests;
  expect(request!.method).toBe('POST');
  expect(request!.url).toBe('/anything/multipart-formdata');
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request!.contentType)?.[1];
  expect(boundary, request!.contentType).toBeDefined();
  const body = request!.body;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentFile"; filename="${FILE.name}"\r\nContent-Type: ${FILE.mimeType}\r\n\r\n`;
  const start = body.indexOf(head);
  expect(start, body.toString('latin1')).toBeGreaterThanOrEqual(0);
  expect(body.subarray(start + head.length, start + head.length + FILE.buffer.length)).toEqual(FILE.buffer);
  expect(body.toString('latin1')).toContain(`Content-Disposition: form-data; name="orderId"\r\n\r\n4711\r\n`);
});
