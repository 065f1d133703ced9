/**
 * Object store on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for several processes
 * behind a load balancer. Configured by S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE for MinIO-style endpoints).
 */
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { contentTypeOf, isSafeKey, limited, ObjectTooLargeError, type ListedObject, type ObjectStore } from "./store";

/**
 * Part size of streamed uploads: what one upload holds in memory at a time (S3's minimum part is
 * 5 MB). A body smaller than one part is sent as one PutObject.
 */
const STREAM_PART_BYTES = 8 * 1024 * 1024;

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The origin browsers POST upload forms to (the page's CSP must allow it in connect-src). */
export function s3FormOrigin(config: S3Config): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const url = new URL(config.endpoint);
  return config.forcePathStyle ? url.origin : `${url.protocol}//${config.bucket}.${url.host}`;
}

type Sdk = typeof import("@aws-sdk/client-s3");

const missing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

export function s3Store(config: S3Config): ObjectStore {
  // The AWS SDK takes ~0.4 s to load: it comes with the store's first call, not with the start.
  let loading:
    | Promise<{
        sdk: Sdk;
        client: S3Client;
        createPresignedPost: typeof import("@aws-sdk/s3-presigned-post").createPresignedPost;
        Upload: typeof import("@aws-sdk/lib-storage").Upload;
      }>
    | undefined;
  const aws = () =>
    (loading ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-presigned-post"), import("@aws-sdk/lib-storage")]).then(([sdk, post, storage]) => ({
      sdk,
      createPresignedPost: post.createPresignedPost,
      Upload: storage.Upload,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      }),
    })));
  const Bucket = config.bucket;
  const check = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`对象键不合法: ${key}`);
  };

  return {
    async put(key, data, contentType) {
      check(key);
      const { sdk, client } = await aws();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType || contentTypeOf(key) }));
    },
    async putStream(key, body, { contentType, maxBytes }) {
      check(key);
      const { client, Upload } = await aws();
      const counted = { size: 0 };
      // A multipart upload is S3's temporary name: the object appears only when it completes, and
      // a failed or overflowing body aborts it (lib-storage's default), so no part is kept.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(limited(body, maxBytes, counted)), ContentType: contentType || contentTypeOf(key) },
        partSize: STREAM_PART_BYTES,
        queueSize: 1,
      });
      try {
        await upload.done();
      } catch (error) {
        // The limit is the reason even when aborting the upload then failed too.
        if (counted.size > maxBytes) throw new ObjectTooLargeError(maxBytes);
        throw error;
      }
      return { size: counted.size };
    },
    async list(prefix) {
      const { sdk, client } = await aws();
      const found: ListedObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: Number(o.Size ?? 0) });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await aws();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number(res.ContentLength ?? 0),
          contentType: res.ContentType || contentTypeOf(key),
        };
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await aws();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? await res.Body.transformToByteArray() : null;
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      const { sdk, client } = await aws();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(sdk, error)) return false;
        throw error;
      }
    },
    async delete(key) {
      check(key);
      const { sdk, client } = await aws();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPost({ prefix, maxBytes, expiresS }) {
      const { client, createPresignedPost } = await aws();
      // The policy pins the prefix and the size: S3 itself refuses any other key or a larger file.
      return createPresignedPost(client, {
        Bucket,
        Key: `${prefix}\${filename}`,
        Conditions: [["starts-with", "$key", prefix], ["content-length-range", 1, maxBytes]],
        Expires: expiresS,
      });
    },
  };
}
