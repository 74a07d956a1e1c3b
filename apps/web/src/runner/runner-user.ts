import type { SessionUser } from '@prepwell/contracts';
import { useEffect, useState } from 'react';
import { runnerApi } from './runner-api.ts';

/** The signed-in student (the bottom bar shows the name), loaded once per page. */
let pending: Promise<SessionUser | null> | null = null;
export const loadUser = (): Promise<SessionUser | null> => (pending ??= runnerApi.me().catch(() => null));

export const displayName = (user: SessionUser | null): string =>
  user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name || user.username || user.email : '';

export function useStudentName(): string {
  const [name, setName] = useState('');
  useEffect(() => {
    let live = true;
    void loadUser().then((user) => {
      if (live) setName(displayName(user));
    });
    return () => {
      live = false;
    };
  }, []);
  return name;
}
