/**
 * Object store on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for several processes
 * behind a load balancer. Configured by S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE for MinIO-style endpoints).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, NoSuchKey, NotFound } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
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

const missing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

export function s3Store(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
  });
  const Bucket = config.bucket;
  const check = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`对象键不合法: ${key}`);
  };

  return {
    async put(key, data, contentType) {
      check(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType || contentTypeOf(key) }));
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number(res.ContentLength ?? 0),
          contentType: res.ContentType || contentTypeOf(key),
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? await res.Body.transformToByteArray() : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      check(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    presignPost({ prefix, maxBytes, expiresS }) {
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
