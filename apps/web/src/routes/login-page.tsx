import { useTranslation } from 'react-i18next';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { useSession } from '../features/session/use-session.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { tenant } = useSession();
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle', { name: tenant.name })}>
      <LoginForm />
    </AuthCard>
  );
}
