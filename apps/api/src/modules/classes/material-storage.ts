import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FileStorage } from '../../lib/storage.ts';

/**
 * Class materials are not public: they live under DATA_DIR/private (its `uploads` folder), outside
 * DATA_DIR/uploads, which is served to anyone at /uploads/. They are read only through the class's
 * authenticated download endpoint. One store per data directory.
 */
const stores = new Map<string, FileStorage>();

export const materialStorage = (dataDir: string): FileStorage => {
  const root = resolve(dataDir, 'private');
  let store = stores.get(root);
  if (!store) {
    store = new FileStorage(root);
    stores.set(root, store);
  }
  return store;
};

/** A stored material file for streaming, or null when it is missing on disk. */
export const openMaterialFile = async (store: FileStorage, relativePath: string) => {
  const path = join(store.root, relativePath);
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { size: info.size, stream: createReadStream(path) } : null;
};
