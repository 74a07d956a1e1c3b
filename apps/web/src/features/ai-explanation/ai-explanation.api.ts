import { AiExplanation } from '@prepwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Issue 17: the AI explanation of a question (`GET /api/ai/questions/{id}/exp`), in the reader's language. */
export const aiExplanationQueries = {
  all: () => [tenantScope(), 'ai-explanation'] as const,
  explanation: (questionId: string, userExamId: string | null, lang: string) =>
    queryOptions({
      queryKey: [...aiExplanationQueries.all(), questionId, userExamId, lang] as const,
      queryFn: ({ signal }) =>
        apiGet(`ai/questions/${encodeURIComponent(questionId)}/exp`, AiExplanation, {
          signal,
          background: true,
          // A question the reader may not see is this panel's message, not the not-found page.
          notFound: 'caller',
          query: { user_exam_id: userExamId ?? undefined },
        }),
      // The server keeps the model's answer; an error answer is not kept there, so it is refetched on retry.
      staleTime: Infinity,
      retry: false,
    }),
};
