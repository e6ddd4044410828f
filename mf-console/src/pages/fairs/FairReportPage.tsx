import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { downloadOutcomeCsv, useOutcomeReport } from '../../features/fairs/api/matchings.ts';
import { FairHead } from '../../features/fairs/components/FairHead.tsx';
import { OutcomeReportView } from '../../features/fairs/components/OutcomeReportView.tsx';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/fairs/components/fairs.module.css';

/** The outcome report of a fair's meetings (held, missed, estimated orders) with a chart, tables and CSV. */
export default function FairReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const report = useOutcomeReport(id);
  const [download, setDownload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const downloadCsv = async () => {
    setDownload({ busy: true });
    try {
      await downloadOutcomeCsv(id);
      setDownload({ busy: false });
    } catch (error) {
      setDownload({ busy: false, error: errorMessage(error) });
    }
  };
  return (
    <FairHead fair={id} titleKey="report.title">
      {() => (
        <div className={own.sections}>
          <p className={styles.hint}>{t('report.explain')}</p>
          <div className={own.actions}>
            <button type="button" className={styles.secondaryButton} disabled={download.busy} aria-busy={download.busy} onClick={() => void downloadCsv()}>
              {t('report.csv')}
            </button>
            <span role="status" className={download.error ? styles.error : undefined}>
              {download.error ?? ''}
            </span>
          </div>
          {report.isPending && <LoadingState />}
          {report.isError && <ErrorState detail={errorMessage(report.error)} onRetry={() => void report.refetch()} />}
          {report.data && <OutcomeReportView report={report.data} />}
        </div>
      )}
    </FairHead>
  );
}
