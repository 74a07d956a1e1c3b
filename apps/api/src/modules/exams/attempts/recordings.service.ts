import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AnswerValue, RecordingResponse } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { openModulesOf, phaseOf } from './attempt-clock-state.ts';
import { selectQuestionInTest } from './attempt-content.repository.ts';
import { beginWrite, inAttemptTx, Refusal, type AttemptContext } from './attempt-session.ts';
import { selectAttemptOfUser } from './attempts.repository.ts';

/** A recorded answer is at most this large (a TOEFL answer runs under a minute). */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Audio a browser records (MediaRecorder: WebM/Opus, Ogg, MP4/AAC on Safari) or a file of the usual
 * formats, as recognised by content (file-type names an audio-only WebM or MP4 `video/…`).
 */
export const AUDIO_TYPES = [
  'video/webm',
  'audio/webm',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/mp4',
  'audio/x-m4a',
  'video/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
] as const;

type RecordingCtx = AttemptContext & { userExamId: string; questionId: string };

/** Where an attempt's recordings live, relative to the upload root. */
const recordingDir = (tenantId: string, userExamId: string) => join(tenantId, 'recordings', userExamId);

/** Whether a saved speaking answer names one of this attempt's recordings (or clears the answer). */
export const isRecordingOf = (
  deps: Pick<Deps, 'storage'>,
  ctx: { tenant: { id: string }; userExamId: string },
  answer: AnswerValue,
): boolean =>
  answer === null ||
  (typeof answer === 'string' &&
    answer.startsWith(`${deps.storage.url(recordingDir(ctx.tenant.id, ctx.userExamId))}/`) &&
    !answer.includes('..'));

/** The caller's own attempt exists (404 otherwise): checked before the upload is read. */
const assertOwnAttempt = (deps: Pick<Deps, 'db'>, ctx: RecordingCtx) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!(await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id))) throw new AppError('not_found');
  });

/** A speaking question of the running module may receive a recording now (a write: epoch, sign of life). */
const assertRecordingTarget = (deps: Pick<Deps, 'db'>, ctx: RecordingCtx, epoch: number | undefined) =>
  inAttemptTx(deps, ctx, async (tx) => {
    const { attempt, content, changed, now } = await beginWrite(tx, ctx, ctx.userExamId, epoch);
    const rows = await selectQuestionInTest(tx, attempt.testId, ctx.questionId);
    if (!rows.length) throw new AppError('not_found');
    if (rows[0]!.type !== 'spoken_response')
      throw new AppError('validation_failed', { fields: [{ path: 'questionId', key: 'invalid_value' }] });
    if (changed) return new Refusal('module_time_over');
    const phase = phaseOf(attempt, now);
    const open = new Set(openModulesOf(content, attempt.currentModuleId).map((m) => m.id));
    if ((phase !== 'module' && phase !== 'paused') || !rows.some((r) => open.has(r.moduleId)))
      return new Refusal('conflict');
    return true;
  });

/**
 * Stores a spoken answer (multipart, one file) for a speaking question of the running module: audio by
 * content, at most RECORDING_MAX_BYTES → its URL, which the runner then saves as the answer (PUT). The
 * attempt is checked before the body is read (another student's attempt is 404 whatever is sent).
 */
export const uploadRecording = async (
  deps: Pick<Deps, 'db' | 'storage'>,
  ctx: RecordingCtx & { read: () => Promise<{ data: Buffer; epoch: number | undefined }> },
): Promise<RecordingResponse> => {
  await assertOwnAttempt(deps, ctx);
  const { data, epoch } = await ctx.read();
  await assertRecordingTarget(deps, ctx, epoch);
  const stored = await deps.storage.save({
    tenantId: ctx.tenant.id,
    id: join('recordings', ctx.userExamId, randomUUID()),
    data,
    allowed: AUDIO_TYPES,
    maxBytes: RECORDING_MAX_BYTES,
  });
  return { url: deps.storage.url(stored.relativePath) };
};
