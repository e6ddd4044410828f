import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MY_BID_STANDINGS, type MyBidStanding } from '@centre/contracts';
import { Button, usePageMeta } from '@centre/platform';
import { MY_BIDS_PAGE_SIZE, useMyBids } from '../../../features/bids/api/my-bids.ts';
import { MyBidList } from '../../../features/bids/components/MyBidList.tsx';
import bidStyles from '../../../features/bids/components/bids.module.css';
import { BIDS_NAMESPACE, registerBidsTranslations } from '../../../features/bids/i18n/translations.ts';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';

void registerBidsTranslations();

/** /mypage/bids: the works I bid on, all or by standing (in the address, so back works), paged. */
export default function MyBidsPage() {
  const { t } = useTranslation(BIDS_NAMESPACE);
  usePageMeta({ title: t('title') });
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('standing');
  const standing = MY_BID_STANDINGS.includes(asked as MyBidStanding) ? (asked as MyBidStanding) : null;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const bids = useMyBids((page - 1) * MY_BIDS_PAGE_SIZE, standing);
  const hrefOf = (next: MyBidStanding | null) => (next ? `?standing=${next}` : '?');
  const goTo = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params);
  };
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <nav aria-label={t('filter.label')}>
        <ul className={bidStyles.filters}>
          {[null, ...MY_BID_STANDINGS].map((option) => (
            <li key={option ?? 'all'}>
              <Link to={hrefOf(option)} className={bidStyles.filter} aria-current={option === standing ? 'page' : undefined}>
                {option ? t(`standing.${option}`) : t('filter.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={bids}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.summary.total / MY_BIDS_PAGE_SIZE));
          return (
            <>
              <MyBidList bids={data.bids} serverTime={data.serverTime} />
              {pages > 1 && (
                <nav className={bidStyles.pager} aria-label={t('pageOf', { page, pages })}>
                  <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t('previous')}</Button>
                  <span aria-current="page">{t('pageOf', { page, pages })}</span>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>{t('next')}</Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
