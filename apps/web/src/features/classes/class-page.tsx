import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageWithBack } from '../../components/page-with-back.tsx';

/** A class's page for its teachers (view or edit): Back to the class list, `aside` the link to the other one. */
export function ClassPage({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('classes');
  return (
    <PageWithBack size="lg" back="/classes/list" backLabel={t('back')} aside={aside}>
      {children}
    </PageWithBack>
  );
}
