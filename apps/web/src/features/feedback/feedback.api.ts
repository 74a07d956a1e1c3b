import { FeedbackRequest } from '@prepwell/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client.ts';
import { IdResponse } from '../../lib/parsers.ts';

export type FeedbackType = 'bug' | 'recommendation';
export interface FeedbackInput {
  type: FeedbackType;
  page: string;
  details: string;
  /** A PNG/JPEG data URL (issue 17), typed by content. */
  screenshot?: string | undefined;
}

export const feedbackMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (input: FeedbackInput) => apiPost('feedback', FeedbackRequest.parse(input), IdResponse),
      meta: { customErrorHandling: true },
    }),
};
