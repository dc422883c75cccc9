import { AwsClient } from 'aws4fetch';
import { SAFE_KEY, type PhotoStore } from './photo-store';

export interface BucketSettings {
  /** The bucket's address, path style: "https://s3.us-east-1.amazonaws.com/zest-photos", "http://127.0.0.1:9000/photos". */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The photo store in an S3-compatible bucket (AWS S3, MinIO, R2, …), where the menu runs on many hosts
 * (docs/decisions/0074-item-photos.md): the same keys as on disk, signed requests (SigV4), nothing else.
 */
export class BucketPhotoStore implements PhotoStore {
  private readonly aws: AwsClient;
  private readonly base: string;

  constructor(settings: BucketSettings) {
    this.aws = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
    this.base = settings.url.replace(/\/+$/, '');
  }

  private async send(path: string, init: RequestInit = {}): Promise<Response> {
    return this.aws.fetch(`${this.base}/${path}`, init);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    if (!SAFE_KEY.test(key)) throw new Error(`not a photo key: ${key}`);
    const res = await this.send(key, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
    });
    if (!res.ok) throw new Error(`the photo bucket refused ${key}: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!SAFE_KEY.test(key)) return null;
    const res = await this.send(key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`the photo bucket did not give ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(prefix: string): Promise<void> {
    if (!SAFE_KEY.test(prefix)) throw new Error(`not a photo key: ${prefix}`);
    const listed = await this.send(`?list-type=2&prefix=${encodeURIComponent(prefix)}`);
    if (!listed.ok) throw new Error(`the photo bucket did not list ${prefix}: ${listed.status}`);
    const keys = [...(await listed.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
    for (const key of keys.filter((k) => k.startsWith(prefix))) {
      const res = await this.send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`the photo bucket kept ${key}: ${res.status}`);
    }
  }
}
