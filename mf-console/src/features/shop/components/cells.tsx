// How the shop screens show their values: money in won, statuses as words, sellers and buyers by
// id (shop staff do not read the member directory), categories by name.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleShopCategory } from '@centre/contracts';
import { VisuallyHidden, useLocale } from '@centre/platform';
import { localisedIn } from '../../../lib/localised.ts';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import own from './shop.module.css';

const INTL_LOCALES = { ko: 'ko-KR', en: 'en-GB', cn: 'zh-CN', jp: 'ja-JP' } as const;

/** Won, grouped by thousands in the console's language ("12,000원", "₩12,000"). */
export function useWon(): (amount: number) => string {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const format = new Intl.NumberFormat(INTL_LOCALES[locale]);
  return (amount: number) => t('money.won', { amount: format.format(amount) });
}

export function Won({ amount }: { amount: number }) {
  const won = useWon();
  return <span className={own.money}>{won(amount)}</span>;
}

/** A product's or an order's status in words. */
export function StatusText({ status }: { status: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return <span className={own.status}>{t(`enums.${status}`)}</span>;
}

/**
 * A member by id, shortened for the eye, linking to the list filtered to them. Screen readers hear
 * the short id first (as seen) and then what the link does, with the full id.
 */
export function MemberLink({ id, to, label }: { id: string; to: string; label: string }) {
  return (
    <Link to={to} title={id}>
      {id.slice(-8)}
      <VisuallyHidden> ({label})</VisuallyHidden>
    </Link>
  );
}

/** Category names by id, the subcategory after its parent ("Clothing › Shirts"). */
export function useCategoryNames(categories: readonly ConsoleShopCategory[] | undefined): (id: string) => string {
  const locale = useLocale();
  const byId = new Map((categories ?? []).map((category) => [category._id, category]));
  return (id: string) => {
    const category = byId.get(id);
    if (!category) return '';
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    const name = localisedIn(category.title, locale);
    return parent ? `${localisedIn(parent.title, locale)} › ${name}` : name;
  };
}
