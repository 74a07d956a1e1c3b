import { mkdirSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error.ts';
import { fileTooLarge } from './file-limits.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface StoredFile {
  relativePath: string;
  mime: string;
  size: number;
}

/** Files live under DATA_DIR/uploads and are served read-only at /uploads/. */
export class FileStorage {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
    mkdirSync(this.root, { recursive: true });
  }

  /** Checks the type by content (magic bytes), never by name, then writes the file. */
  async save(options: {
    tenantId: string;
    id: string;
    data: Buffer;
    allowed: readonly string[];
    maxBytes: number;
  }): Promise<StoredFile> {
    if (options.data.length > options.maxBytes) throw fileTooLarge(options.maxBytes);
    const type = await fileTypeFromBuffer(options.data);
    if (!type || !options.allowed.includes(type.mime)) throw new AppError('unsupported_file_type');
    const relativePath = join(options.tenantId, `${options.id}.${type.ext}`);
    const target = join(this.root, relativePath);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, options.data);
    return { relativePath, mime: type.mime, size: options.data.length };
  }

  async remove(relativePath: string): Promise<void> {
    await unlink(join(this.root, relativePath)).catch(() => undefined);
  }

  /**
   * A stored file by the URL `url()` gave for it (`/uploads/…`), or null when the URL is not one of ours,
   * leaves the upload root, or the file is gone.
   */
  async readByUrl(url: string): Promise<{ data: Buffer; filename: string } | null> {
    if (!url.startsWith('/uploads/') || url.includes('..') || url.includes('\\')) return null;
    const target = resolve(this.root, url.slice('/uploads/'.length));
    if (!target.startsWith(this.root + sep)) return null;
    const data = await readFile(target).catch(() => null);
    return data ? { data, filename: basename(target) } : null;
  }

  url(relativePath: string): string {
    return `/uploads/${relativePath.split('\\').join('/')}`;
  }
}
