import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStoreKey, isStoreKey, type ObjectBody, type ObjectStore, type StoredKey } from './object-store';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Object bytes on local disk under `root` (`DATA_DIR/storage`): `<root>/<bucket>/<objectId>`.
 * Writes go to a temporary file renamed into place, so a reader never sees half a file.
 */
export function localObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...assertStoreKey(key).split('/'));
  const tempDir = path.join(root, '.tmp');

  async function writeAtomically(key: string, write: (tempFile: string) => Promise<void>) {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(tempDir, { recursive: true });
    const tempFile = path.join(tempDir, randomUUID());
    try {
      await write(tempFile);
      await rename(tempFile, target);
    } catch (error) {
      await rm(tempFile, { force: true });
      throw error;
    }
  }

  /** Names in a directory, none when it does not exist. */
  async function namesIn(directory: string): Promise<string[]> {
    try {
      return await readdir(directory);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async function* list(): AsyncIterable<StoredKey> {
    for (const bucket of await namesIn(root)) {
      for (const name of await namesIn(path.join(root, bucket))) {
        const key = `${bucket}/${name}`;
        if (!isStoreKey(key)) continue;
        try {
          yield { key, modifiedAt: (await stat(fileOf(key))).mtime };
        } catch (error) {
          // Deleted since the directory was read.
          if (!isMissing(error)) throw error;
        }
      }
    }
  }

  return {
    list,
    put: (key, body: ObjectBody) =>
      writeAtomically(key, async (tempFile) => {
        const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body as never);
        await pipeline(source, createWriteStream(tempFile, { flags: 'wx', mode: 0o600 }));
      }),
    async getStream(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async getBytes(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
    copy: (fromKey, toKey) => writeAtomically(toKey, (tempFile) => copyFile(fileOf(fromKey), tempFile)),
  };
}
