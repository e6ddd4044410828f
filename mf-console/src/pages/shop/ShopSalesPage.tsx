import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS, addDays, daysBetween, seoulToday, type Location, type SalesPeriodQuery } from '@centre/contracts';
import { LoadingState } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { categoryTree, useCategories } from '../../features/shop/api/categories.ts';
import { useCategoryNames } from '../../features/shop/components/cells.tsx';
import { MemberIdFilter } from '../../features/shop/components/MemberFilter.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/shop/components/shop.module.css';

// chart.js comes with the charts only.
const SalesCharts = lazy(() => import('../../features/shop/components/SalesCharts.tsx'));

/** The service's longest period, in days. */
const MAX_DAYS = 366;
const PRESETS = ['last30', 'thisMonth', 'last12'] as const;
type Preset = (typeof PRESETS)[number];

function presetPeriod(preset: Preset, today: string): SalesPeriodQuery {
  if (preset === 'thisMonth') return { from: `${today.slice(0, 8)}01`, to: today };
  if (preset === 'last12') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    return { from: new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10), to: today };
  }
  return { from: addDays(today, -29), to: today };
}

/**
 * The shop's sales: paid orders not cancelled, on the day of payment (Seoul), before coupons and
 * points. One period for the four reports; each chart has its table and its CSV.
 */
export default function ShopSalesPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const today = seoulToday();
  const [period, setPeriod] = useState<SalesPeriodQuery>(() => presetPeriod('last30', today));
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState('');
  const ids = { from: useId(), to: useId(), error: useId() };
  // Who and what the figures count: one pickup site, one category (with its subcategories), one seller.
  const [pickupSite, setPickupSite] = useState<Location | undefined>();
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [sellerId, setSellerId] = useState<string | undefined>();
  const categories = useCategories();
  const categoryName = useCategoryNames(categories.data);
  const categoryIds = categoryTree(categories.data ?? []).flatMap((top) => [top._id, ...top.children.map((child) => child._id)]);
  const query: SalesPeriodQuery = { ...period, ...(pickupSite ? { pickupSite } : {}), ...(categoryId ? { categoryId } : {}), ...(sellerId ? { sellerId } : {}) };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) return setError(t('filters.badPeriod'));
    if (daysBetween(draft.from, draft.to).length > MAX_DAYS) return setError(t('sales.tooLong', { max: MAX_DAYS }));
    setError('');
    setPeriod(draft);
  };
  const choose = (preset: Preset) => {
    const chosen = presetPeriod(preset, today);
    setError('');
    setDraft(chosen);
    setPeriod(chosen);
  };

  return (
    <section aria-labelledby="shop-sales-title">
      <PageHead titleId="shop-sales-title" title={t('sales.title')} />
      <p className={styles.hint}>{t('sales.intro')}</p>
      <div className={own.actions} role="group" aria-label={t('sales.presets')}>
        {PRESETS.map((preset) => (
          <button key={preset} type="button" className={styles.secondaryButton} onClick={() => choose(preset)}>
            {t(`sales.preset.${preset}`)}
          </button>
        ))}
      </div>
      <form className={own.periodForm} onSubmit={apply} aria-label={t('sales.period')} noValidate>
        <label htmlFor={ids.from}>
          <span>{t('sales.from')}</span>
          <input id={ids.from} type="date" value={draft.from} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <label htmlFor={ids.to}>
          <span>{t('sales.to')}</span>
          <input id={ids.to} type="date" value={draft.to} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <button type="submit" className={styles.primaryButton}>
          {t('sales.show')}
        </button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p aria-live="polite" className={styles.total}>
        {t('sales.showing', { from: period.from, to: period.to })}
      </p>
      <div className={styles.listTools}>
        <ListFilter label={t('sales.pickupSite')} value={pickupSite} values={LOCATIONS} optionLabel={(site) => t(`enums.${site}`)} onChange={(value) => setPickupSite(value as Location | undefined)} />
        <ListFilter label={t('products.category')} value={categoryId} values={categoryIds} optionLabel={categoryName} onChange={setCategoryId} />
        <MemberIdFilter value={sellerId} label={t('products.sellerId')} onChange={setSellerId} />
      </div>
      <p className={styles.hint}>{t('sales.filtersNote')}</p>
      <Suspense fallback={<LoadingState />}>
        <SalesCharts period={query} />
      </Suspense>
    </section>
  );
}
