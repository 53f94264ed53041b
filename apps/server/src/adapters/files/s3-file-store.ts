import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStore } from "./files";

export interface S3Options {
  /** The service's address (`https://s3.eu-central-1.amazonaws.com`, `http://minio:9000`); unset for AWS's own. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How many keys one DeleteObjects call may name (S3's limit). */
const deleteBatch = 1000;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, R2), so several instances share
 * them without a shared volume. Keys are the same app-made paths as the local store's; the
 * content type is the object's own. Path-style addressing, which every S3-compatible service
 * accepts (virtual-host style needs DNS per bucket). The SDK loads on first use, so a process
 * that never touches a file does not pay for it.
 */
export function createS3FileStore(options: S3Options): FileStore {
  let loaded: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const s3 = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: true,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        maxAttempts: 3,
      }),
    }));
    return loaded;
  };
  const Bucket = options.bucket;
  const notFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
  };
  return {
    driver: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { client, sdk } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      const { client, sdk } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteFolder(prefix) {
      assertSafeKey(prefix);
      const { client, sdk } = await s3();
      // List page by page (1000 keys each) and delete what each page names.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        for (let i = 0; i < keys.length; i += deleteBatch)
          await client.send(
            new sdk.DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: keys.slice(i, i + deleteBatch), Quiet: true },
            }),
          );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      const { client, sdk } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
