import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { COUPON_LIMITS, CouponInput, seoulInstant, seoulToday, addDays, type Coupon } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { QueryRows } from '../../components/QueryRows.tsx';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useInPlaceEditor } from '../../components/use-in-place-editor.ts';
import { useCoupons, useCreateCoupon, useLoyalty } from '../../features/shop/api/coupons.ts';
import { categoryTree, useCategories } from '../../features/shop/api/categories.ts';
import { CouponIssueForm, levelNameOf } from '../../features/shop/components/CouponIssueForm.tsx';
import { useWon } from '../../features/shop/components/cells.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';

/** A new coupon starts valid from today for thirty days, 10 % off, no overall limit, once per member. */
function blankCoupon(): CouponInput {
  const today = seoulToday();
  return { code: '', kind: 'PERCENT', value: 10, minOrder: 0, maxDiscount: null, validFrom: seoulInstant(today), validTo: seoulInstant(addDays(today, 30)), totalLimit: null, perMemberLimit: COUPON_LIMITS.defaultPerMember, categoryId: null, audience: 'CODE' };
}

/**
 * Coupons: the list with their use, a new one made in place (by code, or to be issued; for every
 * item or one category), and issuing one to members and member levels.
 */
export default function ShopCouponsPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const won = useWon();
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const editor = useInPlaceEditor<Coupon>({ onOpen: create.reset });
  const blank = useMemo(blankCoupon, []);
  const locale = useLocale();
  const categories = useCategories();
  const loyalty = useLoyalty();
  const [issuing, setIssuing] = useState<Coupon | null>(null);
  const issueHeading = useRef<HTMLHeadingElement>(null);
  const issueButtons = useRef(new Map<string, HTMLButtonElement>());
  const nameOfCategory = (id: string) => categories.data?.find((category) => category._id === id)?.title[locale] || categories.data?.find((category) => category._id === id)?.title.ko || '…';
  // Every category, each child after its parent ("Fabric › Linen").
  const categoryChoices = () => ({
    options: categoryTree(categories.data ?? []).flatMap((top) => [
      { value: top._id, label: top.title[locale] || top.title.ko },
      ...top.children.map((child) => ({ value: child._id, label: `${top.title[locale] || top.title.ko} › ${child.title[locale] || child.title.ko}` })),
    ]),
    isPending: categories.isPending,
    error: categories.error,
    retry: () => void categories.refetch(),
  });
  const openIssue = (coupon: Coupon) => {
    editor.close();
    setIssuing(coupon);
    requestAnimationFrame(() => issueHeading.current?.focus());
  };
  const closeIssue = (notice?: string) => {
    const id = issuing?._id;
    setIssuing(null);
    if (notice) editor.setNotice(notice);
    if (id) requestAnimationFrame(() => issueButtons.current.get(id)?.focus());
  };

  const columns = useMemo<ColumnDef<Coupon, unknown>[]>(
    () => [
      { id: 'code', header: () => t('coupons.code'), cell: ({ row }) => <code>{row.original.code}</code> },
      {
        id: 'discount',
        header: () => t('coupons.discount'),
        cell: ({ row }) => {
          const coupon = row.original;
          const off = coupon.kind === 'PERCENT' ? t('coupons.percentOff', { value: coupon.value }) : t('coupons.wonOff', { amount: won(coupon.value) });
          return coupon.maxDiscount === null ? off : t('coupons.upTo', { off, max: won(coupon.maxDiscount) });
        },
      },
      { id: 'minOrder', header: () => t('coupons.minOrder'), cell: ({ row }) => (row.original.minOrder > 0 ? won(row.original.minOrder) : t('coupons.none')) },
      {
        id: 'validity',
        header: () => t('coupons.validity'),
        cell: ({ row }) => (
          <>
            <ResourceCell value={row.original.validFrom} kind="datetime" /> – <ResourceCell value={row.original.validTo} kind="datetime" />
          </>
        ),
      },
      { id: 'category', header: () => t('coupons.category'), cell: ({ row }) => (row.original.categoryId ? nameOfCategory(row.original.categoryId) : t('coupons.allItems')) },
      {
        id: 'audience',
        header: () => t('coupons.audience'),
        cell: ({ row }) => {
          const coupon = row.original;
          const levels = coupon.issuedLevelIds.map((id) => loyalty.data?.levels.find((level) => level._id === id)).flatMap((level) => (level ? [levelNameOf(level, locale)] : []));
          return (
            <>
              {t(`enums.${coupon.audience}`)}
              {(coupon.issuedMembers > 0 || coupon.issuedLevelIds.length > 0) && (
                <>
                  <br />
                  {t('coupons.issuedTo', { members: coupon.issuedMembers, levels: coupon.issuedLevelIds.length })}
                  {levels.length > 0 && ` (${levels.join(', ')})`}
                </>
              )}
            </>
          );
        },
      },
      {
        id: 'used',
        header: () => t('coupons.used'),
        cell: ({ row }) => (
          <>
            {t('coupons.usedOf', { used: row.original.used, limit: row.original.totalLimit ?? '∞' })}
            <br />
            {t('coupons.perMember', { count: row.original.perMemberLimit })}
          </>
        ),
      },
      {
        id: 'actions',
        header: () => t('coupons.issue'),
        cell: ({ row }) => (
          <button
            type="button"
            className={styles.secondaryButton}
            ref={(element) => {
              if (element) issueButtons.current.set(row.original._id, element);
              else issueButtons.current.delete(row.original._id);
            }}
            aria-label={t('coupons.issueTitle', { code: row.original.code })}
            onClick={() => openIssue(row.original)}
          >
            {t('coupons.issue')}
          </button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- won follows the locale, as t does; names follow their queries
    [t, locale, categories.data, loyalty.data],
  );

  return (
    <section aria-labelledby="shop-coupons-title">
      <PageHead titleId="shop-coupons-title" title={t('coupons.title')}>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => {
            setIssuing(null);
            editor.open('new');
          }}
        >
          {t('coupons.create')}
        </button>
      </PageHead>
      <p className={styles.hint}>{t('coupons.intro')}</p>
      <div role="status" className={styles.notice}>
        {editor.notice}
      </div>
      <p className={styles.total} aria-live="polite">
        {coupons.data ? t('coupons.count', { count: coupons.data.length }) : '\u00a0'}
      </p>
      <QueryRows query={coupons} rows={coupons.data} empty={t('coupons.empty')}>
        {(rows) => <DataTable caption={t('coupons.title')} rows={rows} columns={columns} getRowId={(coupon) => coupon._id} rowHeader="code" rowLabel={(coupon) => coupon.code} />}
      </QueryRows>
      {editor.formOpen && (
        <>
          <h2 id="shop-coupon-form-title" ref={editor.formHeading} tabIndex={-1}>
            {t('coupons.create')}
          </h2>
          <SchemaForm<CouponInput>
            schema={CouponInput}
            defaultValues={blank}
            hints={{ namespace: SHOP_NAMESPACE, references: { categoryId: categoryChoices } }}
            submitLabel={t('coupons.save')}
            submitting={create.isPending}
            serverError={create.isError ? errorMessage(create.error) : undefined}
            labelledBy="shop-coupon-form-title"
            onSubmit={(input) =>
              create.mutate(input, {
                onSuccess: (coupon) => {
                  editor.close();
                  editor.setNotice(t('coupons.created', { code: coupon.code }));
                },
              })
            }
            cancel={{ label: t('coupons.cancel'), onCancel: editor.close }}
          />
        </>
      )}
      {issuing && (
        <>
          <h2 id="shop-coupon-issue-title" ref={issueHeading} tabIndex={-1}>
            {t('coupons.issueTitle', { code: issuing.code })}
          </h2>
          <CouponIssueForm
            key={issuing._id}
            coupon={issuing}
            headingId="shop-coupon-issue-title"
            onDone={(count) => closeIssue(t('coupons.issued', { code: issuing.code, count }))}
            onCancel={() => closeIssue()}
          />
        </>
      )}
    </section>
  );
}
