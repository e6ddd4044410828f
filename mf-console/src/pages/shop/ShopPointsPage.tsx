import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PointAdjustment } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useAdjustPoints } from '../../features/shop/api/coupons.ts';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';

/**
 * Staff add or take a member's points with a reason (the console's audit log records who did it).
 * The member comes by id, usually from an order's "adjust points" link; staff confirm before it is written.
 */
export default function ShopPointsPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [searchParams] = useSearchParams();
  const adjust = useAdjustPoints();
  const [asking, setAsking] = useState<PointAdjustment | null>(null);
  const [notice, setNotice] = useState('');
  // A new form after each adjustment: the next one starts blank for the same member.
  const [round, setRound] = useState(0);
  const memberId = searchParams.get('memberId') ?? '';

  return (
    <section aria-labelledby="shop-points-title">
      <PageHead titleId="shop-points-title" title={t('points.title')} />
      <p className={styles.hint}>{t('points.intro')}</p>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      <h2 id="shop-points-form-title">{t('points.formTitle')}</h2>
      <SchemaForm<PointAdjustment>
        key={`${memberId}-${round}`}
        schema={PointAdjustment}
        defaultValues={{ memberId, delta: 0, reason: '' }}
        hints={{ namespace: SHOP_NAMESPACE, labels: { reason: 'pointReason' } }}
        submitLabel={t('points.submit')}
        submitting={adjust.isPending}
        serverError={!asking && adjust.isError ? errorMessage(adjust.error) : undefined}
        labelledBy="shop-points-form-title"
        onSubmit={(input) => {
          adjust.reset();
          setNotice('');
          setAsking(input);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking && asking.delta < 0 ? t('points.confirmTake', { count: -asking.delta }) : t('points.confirmGive', { count: asking?.delta ?? 0 })}
        confirmLabel={t('points.submit')}
        busy={adjust.isPending}
        error={adjust.isError ? errorMessage(adjust.error) : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          adjust.mutate(asking, {
            onSuccess: (balance) => {
              setAsking(null);
              setRound((value) => value + 1);
              setNotice(t('points.done', { balance }));
            },
            onError: () => setAsking(null),
          })
        }
      >
        <p>{asking && t('points.confirmBody', { memberId: asking.memberId, reason: asking.reason })}</p>
      </ConfirmDialog>
    </section>
  );
}
