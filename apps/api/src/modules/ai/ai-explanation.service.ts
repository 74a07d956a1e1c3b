import { createHash } from 'node:crypto';
import { isSuperAdmin, isTeacher, type AiExplanation } from '@prepwell/contracts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { AiProviderError, providerSettingsFor, type ProviderSettings } from './ai-provider.ts';
import { selectStudentSeesQuestion } from './ai-explanation.repository.ts';
import {
  langOf,
  loadQuestion,
  loadWork,
  providerFor,
  rateLimit,
  refuseDuringExam,
  type AiContext,
  type AiDeps,
} from './ai.service.ts';
import { ExplanationCache } from './explanation-cache.ts';
import { offlineExplanation, providerFailureMessage } from './offline-tutor.ts';
import { buildSystemPrompt, type StudentWork, type TutorQuestion } from './tutor-prompt.ts';

/** `GET /api/ai/questions/:id/exp` (issue 17): the AI explanation of a question, for this student. */

const cache = new ExplanationCache();

/** Pure: the cache key of an explanation (exported for tests). */
export const explanationKey = (options: {
  tenantId: string;
  settings: Pick<ProviderSettings, 'baseUrl' | 'model'>;
  question: TutorQuestion;
  work: StudentWork | null;
  lang: string;
}): string => {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        options.settings.baseUrl,
        options.settings.model,
        options.question,
        options.work?.answer ?? null,
      ]),
    )
    .digest('base64url');
  return `${options.tenantId}:${options.question.id}:${options.lang}:${digest}`;
};

/**
 * The explanation of a question the caller may see: an educator any question of their tenant's bank or the
 * shared catalogue; anyone else a question of a published test they see or of a test they took. Any other
 * id, another tenant's included, is a 404. On a question of the caller's running exam, 409 `conflict`.
 * The per-minute AI limit applies (429); the Free daily allowance counts the tutor's messages only.
 * The model's answer is kept per question, answer and language (a repeat does not call the model again);
 * with no model, the offline tutor explains from the question's own explanation and says so; a provider
 * failure is answered with `source: 'error'` and is not kept.
 */
export const explainQuestion = async (
  deps: AiDeps,
  ctx: AiContext & { questionId: string; userExamId?: string | undefined },
): Promise<AiExplanation> => {
  const lang = langOf(ctx);
  const educator = isTeacher(ctx.actor) || isSuperAdmin(ctx.actor);
  const { question, work } = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const q = await loadQuestion(tx, ctx, ctx.questionId);
    if (!educator && !(await selectStudentSeesQuestion(tx, ctx.actor.id, q.id))) throw new AppError('not_found');
    await refuseDuringExam(tx, ctx.actor.id, q.id);
    await rateLimit(deps, ctx);
    return { question: q, work: await loadWork(tx, ctx.actor.id, ctx.userExamId, q.id) };
  });
  const settings = providerSettingsFor(deps.config.ai, ctx.tenant.settings);
  const provider = providerFor(deps, ctx.tenant);
  if (!settings || !provider) return { content: offlineExplanation({ question, work, lang }), source: 'offline' };
  const key = explanationKey({ tenantId: ctx.tenant.id, settings, question, work, lang });
  const kept = cache.get(key);
  if (kept !== undefined) return { content: kept, source: 'model' };
  try {
    const content = await provider.complete({
      system: buildSystemPrompt({ question, work, lang }),
      // Our own request, not the student's words: explain fully this time.
      messages: [
        {
          role: 'user',
          content: 'Please explain this question fully, step by step, and why the correct answer is right.',
        },
      ],
      maxTokens: 1024,
    });
    cache.set(key, content);
    return { content, source: 'model' };
  } catch (e) {
    if (!(e instanceof AiProviderError)) throw e;
    return { content: providerFailureMessage(lang, e.failure === 'timeout' ? 'timeout' : 'error'), source: 'error' };
  }
};
