import {
  AvailabilityView,
  PrivateLessonRequestPage,
  PrivateLessonRequestView,
  PrivateTeacherList,
  type AvailabilityInput,
  type PrivateLessonAcceptInput,
  type PrivateLessonCounterAcceptInput,
  type PrivateLessonCounterInput,
  type PrivateLessonDeclineInput,
  type PrivateLessonRequestInput,
  type PrivateLessonStatus,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const requestPath = (id: string, action: string) => `private-lessons/requests/${encodeURIComponent(id)}/${action}`;

/** Private lessons and teachers' hours (issue 19): the only place their screens call the API. */
export const privateLessonQueries = {
  all: () => [tenantScope(), 'private-lessons'] as const,
  teachers: () =>
    queryOptions({
      queryKey: [...privateLessonQueries.all(), 'teachers'] as const,
      queryFn: ({ signal }) => apiGet('private-lessons/teachers', PrivateTeacherList, { signal }),
    }),
  requests: (filters: { page: number; status: PrivateLessonStatus | '' }) =>
    queryOptions({
      queryKey: [...privateLessonQueries.all(), 'requests', filters] as const,
      queryFn: ({ signal }) =>
        apiGet('private-lessons/requests', PrivateLessonRequestPage, {
          signal,
          query: { page: filters.page, ...(filters.status ? { status: filters.status } : {}) },
        }),
    }),
  availability: () =>
    queryOptions({
      queryKey: [tenantScope(), 'profile', 'availability'] as const,
      queryFn: ({ signal }) => apiGet('profile/availability', AvailabilityView, { signal }),
    }),
};

const custom = { meta: { customErrorHandling: true } } as const;

export const privateLessonMutations = {
  request: () =>
    mutationOptions({
      mutationFn: (input: PrivateLessonRequestInput) =>
        apiPost('private-lessons/requests', input, PrivateLessonRequestView),
      ...custom,
    }),
  accept: (id: string) =>
    mutationOptions({
      mutationFn: (input: PrivateLessonAcceptInput) =>
        apiPost(requestPath(id, 'accept'), input, PrivateLessonRequestView),
      ...custom,
    }),
  counter: (id: string) =>
    mutationOptions({
      mutationFn: (input: PrivateLessonCounterInput) =>
        apiPost(requestPath(id, 'counter'), input, PrivateLessonRequestView),
      ...custom,
    }),
  decline: (id: string) =>
    mutationOptions({
      mutationFn: (input: PrivateLessonDeclineInput) =>
        apiPost(requestPath(id, 'decline'), input, PrivateLessonRequestView),
      ...custom,
    }),
  acceptCounter: (id: string) =>
    mutationOptions({
      mutationFn: (input: PrivateLessonCounterAcceptInput) =>
        apiPost(requestPath(id, 'accept-counter'), input, PrivateLessonRequestView),
      ...custom,
    }),
  cancel: (id: string) =>
    mutationOptions({
      mutationFn: () => apiPost(requestPath(id, 'cancel'), {}, PrivateLessonRequestView),
      ...custom,
    }),
  saveAvailability: () =>
    mutationOptions({
      mutationFn: (input: AvailabilityInput) => apiPut('profile/availability', input, AvailabilityView),
      ...custom,
    }),
};
