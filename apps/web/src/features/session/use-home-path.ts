import { HOME_PATH, homeAreaOf } from '@prepwell/contracts';
import { useSession } from './use-session.ts';

/** Where the logo and "Back" lead: the role home when logged in, else the landing page. */
export const useHomePath = (): string => {
  const { user } = useSession();
  return user ? HOME_PATH[homeAreaOf(user)] : '/';
};
