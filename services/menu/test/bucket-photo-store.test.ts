import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { spawnManaged, stopManaged, waitForHttp, type ManagedProcess } from '../../../tools/stack/processes';
import { ROOT } from '../../../tools/stack/stack';
import { TEST_PORT_BASE, TEST_PORTS } from '../../../tools/test/ports';
import { goBinary } from '../../../tools/test/stripe-mock';
import { BucketPhotoStore } from '../src/photos/s3-photo-store';

/**
 * The photo store in an S3-compatible bucket (docs/decisions/0074-item-photos.md), against an S3 server
 * (gofakes3, in memory) speaking the protocol: objects, listing by prefix, deletes. It does not check
 * signatures, so the signing itself is the SigV4 library's, as every AWS SDK's is.
 */

const port = TEST_PORT_BASE + TEST_PORTS.photoBucket;
const url = `http://127.0.0.1:${port}/photos`;
const keys = { accessKeyId: 'zest-test', secretAccessKey: 'zest-test-secret', region: 'us-east-1' };
let server: ManagedProcess;

beforeAll(async () => {
  server = spawnManaged({
    name: 'gofakes3',
    command: goBinary('gofakes3', 'github.com/johannesboyne/gofakes3/cmd/gofakes3@v1.2.0'),
    args: ['-backend', 'memory', '-initialbucket', 'photos', '-host', `127.0.0.1:${port}`],
    env: process.env,
    cwd: ROOT,
    logDir: join(ROOT, '.data', 'test', 'logs'),
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 20_000, server);
});

afterAll(async () => {
  if (server) await stopManaged(server);
});

describe('the photo bucket', () => {
  const store = new BucketPhotoStore({ url, ...keys });
  const key = `${randomUUID()}/${randomUUID()}/ab12cd34`;

  it('keeps a photo’s sizes as the bucket’s objects, readable back byte for byte, with a year’s cache', async () => {
    await store.put(`${key}-160.webp`, Buffer.from('thumb bytes'));
    await store.put(`${key}-480.webp`, Buffer.from('card bytes'));
    expect((await store.get(`${key}-480.webp`))?.toString()).toBe('card bytes');
    expect(await store.get(`${key}-960.webp`)).toBeNull();
    const head = await new AwsClient({ ...keys, service: 's3' }).fetch(`${url}/${key}-160.webp`, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('removes every size of a photo, and nothing of another', async () => {
    const other = `${key.slice(0, key.lastIndexOf('/'))}/ef56ab78`;
    await store.put(`${other}-160.webp`, Buffer.from('another photo'));
    await store.remove(key);
    expect(await store.get(`${key}-160.webp`)).toBeNull();
    expect(await store.get(`${key}-480.webp`)).toBeNull();
    expect((await store.get(`${other}-160.webp`))?.toString()).toBe('another photo');
  });

  it('never names a key outside the service’s own', async () => {
    await expect(store.put('../other-bucket/x.webp', Buffer.from('x'))).rejects.toThrow('not a photo key');
    expect(await store.get('../other-bucket/x.webp')).toBeNull();
  });
});
