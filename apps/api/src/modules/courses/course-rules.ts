import { randomUUID } from 'node:crypto';
import { isWebLink, type CourseChapterInput, type CourseProgressStatus, type CourseState } from '@prepwell/contracts';
import type { CourseChapter, CourseResource } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';

/**
 * The pure rules of courses (issue 19): links, chapters and resources as stored, the state students meet,
 * and a student's progress status (docs/decisions/0042-courses-and-sessions.md).
 */

const shortId = () => randomUUID().replace(/-/g, '').slice(0, 12);

type ChapterIn = {
  id?: string | undefined;
  title: string;
  resources: NonNullable<CourseChapterInput['resources']>;
};

/**
 * The chapters as stored: every chapter and resource has an id (kept when given, so progress stays; new
 * ones get one; a repeated id is refused), each resource carries only the fields of its kind, and each kind
 * has what it needs — `video_link`/`link` a valid link (else 422 `invalid_link` on `…url`), `video`/`file`
 * an upload of the course, `practice` a test. Subtitles are an upload or a valid link. `uploadIds` are the
 * course's own files; `testIds` the tests the tenant sees. Paths are those of the request body.
 */
export const chaptersOf = (
  input: ChapterIn[],
  refs: { uploadIds: Set<string>; testIds: Set<string> },
): CourseChapter[] => {
  const seen = new Set<string>();
  const fresh = (id: string | undefined, path: string) => {
    if (id === undefined) return shortId();
    if (seen.has(id)) throw new AppError('validation_failed', { fields: [{ path, key: 'invalid_value' }] });
    seen.add(id);
    return id;
  };
  return input.map((chapter, c) => ({
    id: fresh(chapter.id, `chapters.${c}.id`),
    title: chapter.title,
    resources: chapter.resources.map((r, i): CourseResource => {
      const at = `chapters.${c}.resources.${i}`;
      const required = (field: string) =>
        new AppError('validation_failed', { fields: [{ path: `${at}.${field}`, key: 'required' }] });
      const base = { id: fresh(r.id, `${at}.id`), kind: r.kind, title: r.title };
      const link = (field: 'url' | 'subtitle_url', value: string | null | undefined) => {
        if (!value) return null;
        if (!isWebLink(value)) throw fieldError('invalid_link', `${at}.${field}`);
        return value;
      };
      const upload = (field: 'upload_id' | 'subtitle_upload_id', value: string | null | undefined) => {
        if (!value) return null;
        if (!refs.uploadIds.has(value))
          throw new AppError('validation_failed', { fields: [{ path: `${at}.${field}`, key: 'invalid_value' }] });
        return value;
      };
      const subtitles = () => ({
        subtitleUploadId: upload('subtitle_upload_id', r.subtitle_upload_id),
        subtitleUrl: r.subtitle_upload_id ? null : link('subtitle_url', r.subtitle_url),
      });
      switch (r.kind) {
        case 'link':
        case 'video_link': {
          const url = link('url', r.url);
          if (!url) throw required('url');
          return { ...base, url, ...(r.kind === 'video_link' ? subtitles() : {}) };
        }
        case 'video':
        case 'file': {
          const uploadId = upload('upload_id', r.upload_id);
          if (!uploadId) throw required('upload_id');
          return { ...base, uploadId, ...(r.kind === 'video' ? subtitles() : {}) };
        }
        case 'practice': {
          if (!r.test_id) throw required('test_id');
          if (!refs.testIds.has(r.test_id))
            throw new AppError('validation_failed', { fields: [{ path: `${at}.test_id`, key: 'invalid_value' }] });
          return { ...base, testId: r.test_id };
        }
      }
    }),
  }));
};

export const resourceIdsOf = (chapters: CourseChapter[]): string[] =>
  chapters.flatMap((c) => c.resources.map((r) => r.id));

/** The state students meet: a stored `published` (or any) course whose `expires_at` passed reads `expired`. */
export const effectiveStateOf = (course: { state: string; expiresAt: Date | null }, now: Date): CourseState => {
  if (course.expiresAt && course.expiresAt.getTime() <= now.getTime()) return 'expired';
  return course.state as CourseState;
};

/**
 * A student's progress status: `completed` when every resource of the course is done (a course without
 * resources is never completed); `incomplete` when the course expired before that; `ongoing` otherwise.
 */
export const progressStatusOf = (
  state: CourseState,
  resourceIds: string[],
  doneIds: string[],
): CourseProgressStatus => {
  const done = new Set(doneIds);
  if (resourceIds.length > 0 && resourceIds.every((id) => done.has(id))) return 'completed';
  return state === 'expired' ? 'incomplete' : 'ongoing';
};

/** Where Resume opens: the last resource opened if it still exists, else the first not done, else the first. */
export const resumeResourceOf = (resourceIds: string[], doneIds: string[], lastId: string | null): string | null => {
  if (lastId && resourceIds.includes(lastId)) return lastId;
  const done = new Set(doneIds);
  return resourceIds.find((id) => !done.has(id)) ?? resourceIds[0] ?? null;
};

/** Major units (2 decimals) ↔ minor units. */
export const toMinorUnits = (major: number) => Math.round(major * 100);
export const toMajorUnits = (minor: number) => minor / 100;
