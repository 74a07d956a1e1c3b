import { Id } from '@prepwell/contracts';
import { useParams } from 'react-router';

/**
 * Ids from the path, checked as the API checks them: a malformed id is "not found" here rather than a
 * 400 from the server. `null` for a missing or malformed one.
 */
export const useIdParam = (name: 'examId' | 'userExamId'): string | null => {
  const value = useParams()[name];
  return Id.safeParse(value).success ? (value ?? null) : null;
};
