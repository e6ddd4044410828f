import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cart, ProductView } from '@centre/contracts';
import { EmptyState, ErrorState, errorMessage, LoadingState, statusOf, useIsLoggedIn, useLocale, usePageMeta, useConfirm, useSession } from '@centre/platform';
import { changeServerQuantity, fetchProduct, fetchServerCart, mergeIntoServerCart, removeFromServerCart } from '../features/shop/api/shop-api.ts';
import { browserCartInput, browserCartOf, clearBrowserCart, removeFromBrowserCart, setBrowserQuantity } from '../features/shop/browser-cart.ts';
import { linesOfBrowserCart, linesOfServerCart, type CartLine, type CartView } from '../features/shop/cart-lines.ts';
import { CartGroup, type CartLineActions } from '../features/shop/components/CartLines.tsx';
import { SignInLink } from '../features/shop/components/SignInLink.tsx';
import { formatWon } from '../features/shop/components/won.ts';
import { registerShopTranslations, SHOP_PUBLIC_NAMESPACE } from '../features/shop/i18n/translations.ts';
import shopStyles from '../features/shop/components/shop.module.css';
import { AppLink } from '../components/cross-app/AppLink.tsx';
import styles from './pages.module.css';

void registerShopTranslations();

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; view: CartView };

/** /shop/cart — the browser's cart while signed out, the member's server cart once signed in (merged at first sight). */
export default function ShopCartPage() {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  usePageMeta({ title: t('cart.title') });
  const signedIn = useIsLoggedIn();
  const [announcement, setAnnouncement] = useState('');
  return (
    <div className={styles.page}>
      <p className={styles.breadcrumb}><Link to="/shop">{t('list.title')}</Link></p>
      <h1 className={styles.pageTitle} tabIndex={-1} id="cart-title">{t('cart.title')}</h1>
      <p className={styles.lead}>{t('cart.lead')}</p>
      <p role="status" aria-live="polite" className={shopStyles.status}>{announcement}</p>
      {signedIn ? <ServerCart announce={setAnnouncement} /> : <BrowserCart announce={setAnnouncement} />}
    </div>
  );
}

function CartBody({ view, actions, footer }: { view: CartView; actions: CartLineActions; footer: React.ReactNode }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const lines = [...view.carts, ...view.pickups];
  if (lines.length === 0) {
    return (
      <EmptyState>
        {t('cart.empty')} <Link to="/shop">{t('cart.browse')}</Link>
      </EmptyState>
    );
  }
  const itemsTotal = lines.filter((line) => line.available).reduce((sum, line) => sum + line.price * line.quantity, 0);
  const changed = lines.filter((line) => line.change);
  return (
    <>
      {changed.length > 0 && (
        <div className={shopStyles.notice} role="alert">
          <strong>{t('cart.changedTitle')}</strong>
          <ul>{changed.map((line) => <li key={line.key}>{line.title}</li>)}</ul>
        </div>
      )}
      <CartGroup heading={t('cart.delivered')} lines={view.carts} actions={actions} />
      <CartGroup heading={t('cart.pickups')} lines={view.pickups} actions={actions} />
      <p className={shopStyles.totals}>{t('cart.itemsTotal', { amount: formatWon(itemsTotal) })}</p>
      {footer}
    </>
  );
}

function useFocusTitle() {
  return useCallback(() => document.getElementById('cart-title')?.focus(), []);
}

function ServerCart({ announce }: { announce: (text: string) => void }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const locale = useLocale();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const focusTitle = useFocusTitle();
  const { ask, dialog } = useConfirm();
  const merging = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const show = (cart: Cart) => !cancelled && setLoad({ status: 'ready', view: linesOfServerCart(cart) });
    (async () => {
      const kept = browserCartInput();
      if (kept.length > 0 && !merging.current) {
        merging.current = true;
        try {
          const merged = await mergeIntoServerCart(kept);
          clearBrowserCart();
          announce(t('cart.merged'));
          show(merged);
          return;
        } catch (error) {
          // A refused merge (an item sold out meanwhile) is said; the browser's cart is kept to try again.
          if (statusOf(error) === undefined || statusOf(error)! >= 500) throw error;
          announce(t('cart.mergeFailed', { message: errorMessage(error) }));
        } finally {
          merging.current = false;
        }
      }
      show(await fetchServerCart());
    })().catch((error: unknown) => !cancelled && setLoad({ status: 'error', error }));
    return () => {
      cancelled = true;
    };
  }, [locale, attempt, announce, t]);

  const act = async (work: () => Promise<Cart>, done: string) => {
    setBusy(true);
    try {
      setLoad({ status: 'ready', view: linesOfServerCart(await work()) });
      announce(done);
    } catch (error) {
      announce(t('cart.failed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  const actions: CartLineActions = {
    busy,
    onQuantity: (line, quantity) => void act(() => changeServerQuantity(line.key, quantity), t('cart.updated')),
    onRemove: (line) => {
      void ask({ title: t('cart.confirmRemove', { title: line.title }), confirmLabel: t('cart.remove') }).then((yes) => {
        if (yes) void act(() => removeFromServerCart(line.key), t('cart.removed', { title: line.title })).then(focusTitle);
      });
    },
  };
  if (load.status === 'loading') return <LoadingState />;
  if (load.status === 'error') return <ErrorState detail={errorMessage(load.error)} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <>
    {dialog}
    <CartBody
      view={load.view}
      actions={actions}
      footer={<AppLink href="/shop/checkout" className={styles.buttonLink}>{t('cart.checkout')}</AppLink>}
    />
    </>
  );
}

function BrowserCart({ announce }: { announce: (text: string) => void }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const locale = useLocale();
  const snapshot = useSession();
  const items = browserCartOf(snapshot);
  const productIds = [...new Set([...items.carts, ...items.pickups].map((item) => item.productId))].sort();
  const [products, setProducts] = useState<{ ids: string; map: Map<string, ProductView | null> } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const focusTitle = useFocusTitle();
  const { ask, dialog } = useConfirm();
  const idsKey = productIds.join(',');

  useEffect(() => {
    const controller = new AbortController();
    setFailed(null);
    Promise.all(
      idsKey.split(',').filter(Boolean).map(async (id) => {
        try {
          return [id, await fetchProduct(id, controller.signal)] as const;
        } catch (error) {
          if (statusOf(error) === 404 || statusOf(error) === 400) return [id, null] as const;
          throw error;
        }
      }),
    ).then(
      (entries) => setProducts({ ids: idsKey, map: new Map(entries) }),
      (error: unknown) => !controller.signal.aborted && setFailed(error),
    );
    return () => controller.abort();
  }, [idsKey, locale, attempt]);

  if (failed) return <ErrorState detail={errorMessage(failed)} onRetry={() => setAttempt((n) => n + 1)} />;
  if (productIds.length > 0 && products?.ids !== idsKey) return <LoadingState />;
  const view = linesOfBrowserCart(items, products?.map ?? new Map());
  const actions: CartLineActions = {
    busy: false,
    onQuantity: (line: CartLine, quantity: number) => {
      setBrowserQuantity(line.key, quantity);
      announce(t('cart.updated'));
    },
    onRemove: (line: CartLine) => {
      void ask({ title: t('cart.confirmRemove', { title: line.title }), confirmLabel: t('cart.remove') }).then((yes) => {
        if (!yes) return;
        removeFromBrowserCart(line.key);
        announce(t('cart.removed', { title: line.title }));
        focusTitle();
      });
    },
  };
  return (
    <>
    {dialog}
    <CartBody
      view={view}
      actions={actions}
      footer={
        <p>
          {t('cart.signInToCheckout')} <SignInLink className={styles.buttonLink}>{t('cart.signIn')}</SignInLink>
        </p>
      }
    />
    </>
  );
}
