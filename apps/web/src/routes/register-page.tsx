import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { referralCodeFromSearch } from '../features/referral/referral-link.ts';
import { useSession } from '../features/session/use-session.ts';

/** `?type=teacher|parent|organization` (or `?role=` from the login redirect) preselects the tab; `?ref=CODE` fills the referral code. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { tenant } = useSession();
  const [params] = useSearchParams();
  const role = params.get('role');
  const initialType = params.get('type') ?? (role === 'educator' ? 'teacher' : role);
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle', { name: tenant.name })}>
      <RegisterForm initialType={initialType} referralCode={referralCodeFromSearch(params)} />
    </AuthCard>
  );
}
