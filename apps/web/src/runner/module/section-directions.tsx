import type { ExamKind, Section } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The directions of a section (original text, in the spirit of each exam's own). ACT and SHSAT Math have
 * their own; the College Board's student-produced response rules follow the SAT's Math directions.
 */
export function SectionDirections({ kind, section }: { kind: ExamKind; section: Section }) {
  const { t } = useTranslation('runner');
  const text =
    kind === 'act' && section === 'math'
      ? t('directions.actMath')
      : kind === 'shsat' && section === 'math'
        ? t('directions.shsatMath')
        : t(`directions.sections.${section}`);
  return (
    <div>
      <p>{text}</p>
      {kind === 'sat' && section === 'math' ? (
        <>
          <p>{t('directions.gridInTitle')}</p>
          <ul>
            <li>{t('directions.gridIn1')}</li>
            <li>{t('directions.gridIn2')}</li>
            <li>{t('directions.gridIn3')}</li>
            <li>{t('directions.gridIn4')}</li>
          </ul>
        </>
      ) : null}
    </div>
  );
}
