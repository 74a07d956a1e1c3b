import type { ExamKind, Section } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../shell/dialog.tsx';
import { SectionDirections } from './section-directions.tsx';

/** The module's directions, available at any time from the top bar. */
export function DirectionsDialog({
  open,
  onClose,
  kind,
  section,
  title,
}: {
  open: boolean;
  onClose(): void;
  kind: ExamKind;
  section: Section;
  title: string;
}) {
  const { t } = useTranslation('runner');
  return (
    <Dialog open={open} onClose={onClose} title={t('directions.title', { title })} wide>
      <SectionDirections kind={kind} section={section} />
    </Dialog>
  );
}
