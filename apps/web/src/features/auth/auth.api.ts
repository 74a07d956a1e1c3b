import {
  Available,
  AuthResponse,
  Captcha,
  CheckEmailRequest,
  CheckUsernameRequest,
  EmailRequest,
  Geo,
  InstructorCodeRequest,
  LoginRequest,
  Ok,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SessionUser,
  Valid,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { sessionQueries } from '../session/session.api.ts';

export const authQueries = {
  captcha: () =>
    queryOptions({
      queryKey: [tenantScope(), 'captcha'] as const,
      queryFn: ({ signal }) => apiGet('captcha', Captcha, { signal, background: true, notFound: 'caller' }),
      staleTime: Infinity,
      gcTime: 0,
    }),
  geo: () =>
    queryOptions({
      queryKey: [tenantScope(), 'ip-geo'] as const,
      queryFn: ({ signal }) => apiGet('ip-geo', Geo, { signal, background: true, notFound: 'caller' }),
      staleTime: Infinity,
      retry: false,
    }),
};

/** Every auth form shows its own errors (fields, alerts), so the global notification is off. */
const own = { meta: { customErrorHandling: true } } as const;

export const authMutations = {
  login: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: LoginRequest) => apiPost('login', LoginRequest.parse(input), AuthResponse),
    }),
  register: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: RegisterRequest) => apiPost('register', RegisterRequest.parse(input), RegisterResponse),
    }),
  checkUsername: () =>
    mutationOptions({
      ...own,
      mutationFn: (username: string) =>
        apiPost('auth/check-username', CheckUsernameRequest.parse({ username }), Available, { background: true }),
    }),
  checkEmail: () =>
    mutationOptions({
      ...own,
      mutationFn: (email: string) =>
        apiPost('check-email', CheckEmailRequest.parse({ email }), Available, { background: true }),
    }),
  checkInstructorCode: () =>
    mutationOptions({
      ...own,
      mutationFn: (code: string) =>
        apiPost('auth-instructor', InstructorCodeRequest.parse({ code }), Valid, { background: true }),
    }),
  sendResetEmail: () =>
    mutationOptions({
      ...own,
      mutationFn: (email: string) => apiPost('send-reset-password-email', EmailRequest.parse({ email }), Ok),
    }),
  resetPassword: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: ResetPasswordRequest) => apiPost('reset-password', ResetPasswordRequest.parse(input), Ok),
    }),
  verifyEmail: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ id, hash }: { id: string; hash: string }) =>
        apiPost(`auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, {}, SessionUser),
    }),
  requestVerifyEmail: () => mutationOptions({ mutationFn: () => apiPost('auth/email/request-verify', {}, Ok) }),
};

/** Verifying is idempotent, so it is read as a query: it runs once when the link's page opens. */
export const verifyEmailQuery = (id: string, hash: string) =>
  queryOptions({
    queryKey: [tenantScope(), 'verify-email', id, hash] as const,
    queryFn: async () => {
      const user = await apiPost(
        `auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
        {},
        SessionUser,
        { notFound: 'caller' },
      );
      const me = sessionQueries.me().queryKey;
      if (queryClient.getQueryData(me)?.id === user.id) queryClient.setQueryData(me, user);
      return user;
    },
    staleTime: Infinity,
    retry: false,
  });
