import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { COURSE_FILE_MAX_BYTES, type CourseFileView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge, type MultipartFile } from '../../lib/multipart.ts';
import { materialStorage, openMaterialFile } from '../classes/material-storage.ts';
import { materialTypeOf } from '../classes/material-types.ts';
import { withCourseAccess, type CourseCtx } from './course-access.ts';
import { COURSE_UPLOAD_KIND, insertCourseUpload, selectUploads } from './courses.repository.ts';
import { courseFileUrl } from './courses.presenter.ts';

const VTT = 'text/vtt';
const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/quicktime']);

/** WebVTT subtitles: a text file that starts with `WEBVTT` (after an optional byte-order mark), named .vtt. */
const isWebVtt = (data: Buffer, fileName: string) =>
  /\.vtt$/i.test(fileName) && /^(\uFEFF)?WEBVTT(\s|$)/.test(data.subarray(0, 16).toString('utf8'));

/** The type a course file is stored as: a class material's types, a WebM or QuickTime video, or WebVTT. */
const courseFileTypeOf = async (data: Buffer, fileName: string): Promise<{ mime: string; ext: string } | null> => {
  if (isWebVtt(data, fileName)) return { mime: VTT, ext: 'vtt' };
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return null;
  if (VIDEO_TYPES.has(detected.mime)) return { mime: detected.mime, ext: detected.ext };
  const mime = materialTypeOf(detected, fileName);
  return mime ? { mime, ext: detected.ext } : null;
};

/**
 * `POST /api/courses/:id/files` (the course's managers): a course file (a video, a file, WebVTT subtitles)
 * of at most 20 MB (413 `file_too_large`) and of an allowed type by content (415 `unsupported_file_type`),
 * stored privately; resources point at it by `upload_id`. Written before the row; removed if the row fails.
 */
export const uploadCourseFile = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: CourseCtx & { courseId: string; read: () => Promise<{ file: MultipartFile }> },
): Promise<CourseFileView> => {
  await withCourseAccess(deps, { ...ctx, action: 'manage' }, async () => undefined);
  const { file } = await ctx.read();
  if (file.data.length > COURSE_FILE_MAX_BYTES) throw fileTooLarge(COURSE_FILE_MAX_BYTES);
  const type = await courseFileTypeOf(file.data, file.fileName);
  if (!type) throw new AppError('unsupported_file_type');
  const store = materialStorage(deps.config.dataDir);
  const id = randomUUID();
  const relativePath = join(ctx.tenant.id, `${id}.${type.ext}`);
  const target = join(store.root, relativePath);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, file.data);
  try {
    return await withCourseAccess(deps, { ...ctx, action: 'manage' }, async (tx, { course }) => {
      await insertCourseUpload(tx, {
        id,
        ownerId: ctx.actor.id,
        mime: type.mime,
        size: file.data.length,
        path: relativePath,
      });
      return {
        upload_id: id,
        file_name: file.fileName.slice(0, 255),
        size: file.data.length,
        mime: type.mime,
        file_url: courseFileUrl(course.id, id),
      };
    });
  } catch (error) {
    await store.remove(relativePath);
    throw error;
  }
};

/**
 * `GET /api/courses/:id/files/:uploadId`: a file one of the course's resources uses, for its managers and
 * its students (while the course is open). Any other upload → 404.
 */
export const openCourseFile = async (
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: CourseCtx & { courseId: string; uploadId: string },
) => {
  const upload = await withCourseAccess(deps, { ...ctx, action: 'read' }, async (tx, { course, role }) => {
    const used = course.chapters.some((c) =>
      c.resources.some((r) => r.uploadId === ctx.uploadId || r.subtitleUploadId === ctx.uploadId),
    );
    const [row] = await selectUploads(tx, [ctx.uploadId]);
    if (!row || row.kind !== COURSE_UPLOAD_KIND) return null;
    // Managers also read a file they uploaded themselves before it is put in a chapter; students only those in use.
    return used || (role === 'manager' && row.ownerId === ctx.actor.id) ? row : null;
  });
  if (!upload) throw new AppError('not_found');
  const file = await openMaterialFile(materialStorage(deps.config.dataDir), upload.path);
  if (!file) throw new AppError('not_found');
  return { ...file, mime: upload.mime, fileName: upload.path.split('/').pop() ?? 'file' };
};
