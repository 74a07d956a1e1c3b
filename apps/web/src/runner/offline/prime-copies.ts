import { runnerApi } from '../runner-api.ts';

/**
 * Reads what the runner needs to boot and to continue offline, through the service worker that now
 * controls the page, so it keeps its copies (decision 0035): the brand, the student and the attempt.
 * The answers are not used here (the session reads its own); a failure changes nothing.
 */
export const primeOfflineCopies = async (userExamId: string): Promise<void> => {
  await Promise.allSettled([runnerApi.tenant(), runnerApi.me(), runnerApi.view(userExamId)]);
};
