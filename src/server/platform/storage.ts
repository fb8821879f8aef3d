// Uploaded and generated files. Keys are content hashes, so a stored file never changes and can be
// cached forever, and storing the same bytes twice keeps one copy.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoredFile = { key: string; url: string };

export type Storage = {
  /** Stored files are addressed as `${publicPath}/<key>`, whichever backend holds them. */
  publicPath: string;
  put: (bytes: Buffer, options: { extension: string }) => Promise<StoredFile>;
  /** How the app serves those addresses: from a local directory, or by redirecting to a bucket. */
  serve: { kind: 'directory'; root: string } | { kind: 'redirect'; urlOf: (key: string) => string; origin: string };
};

export function createLocalStorage(options: { dir: string; publicPath?: string }): Storage {
  const root = path.resolve(options.dir);
  const publicPath = options.publicPath ?? '/uploads';
  return {
    serve: { kind: 'directory', root },
    publicPath,
    put: async (bytes, { extension }) => {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${hash.slice(0, 2)}/${hash}.${extension.replace(/^\./, '')}`;
      const file = path.join(root, key);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(path.dirname(file), { recursive: true });
        // Write to a unique temporary name first so a crash never leaves half a file under the final key and two
        // writers of the same bytes never share a temporary file; renaming onto an identical file is harmless.
        const temporary = `${file}.${randomUUID()}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      }
      return { key, url: `${publicPath}/${key}` };
    },
  };
}
