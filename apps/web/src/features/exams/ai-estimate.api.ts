import { AiEstimateView } from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { examQueries } from './exams.api.ts';

const seg = (id: string) => encodeURIComponent(id);

/** An attempt's AI pre-grade (decision 0033): GET to read it, POST to ask for it (free, once per attempt). */
export const aiEstimateQuery = (userExamId: string) =>
  queryOptions({
    queryKey: [...examQueries.all(), 'ai-estimate', userExamId] as const,
    queryFn: ({ signal }) => apiGet(`user-exams/${seg(userExamId)}/ai-estimate`, AiEstimateView, { signal }),
  });

export const aiEstimateMutation = (userExamId: string) =>
  mutationOptions({
    mutationFn: () => apiPost(`user-exams/${seg(userExamId)}/ai-estimate`, {}, AiEstimateView),
  });
