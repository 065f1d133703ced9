/**
 * Object store on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for several processes
 * behind a load balancer. Configured by S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE for MinIO-style endpoints).
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { contentTypeOf, isSafeKey, type ObjectStore } from "./store";

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
  let loading: Promise<{ sdk: Sdk; client: S3Client; createPresignedPost: typeof import("@aws-sdk/s3-presigned-post").createPresignedPost }> | undefined;
  const aws = () =>
    (loading ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-presigned-post")]).then(([sdk, post]) => ({
      sdk,
      createPresignedPost: post.createPresignedPost,
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
