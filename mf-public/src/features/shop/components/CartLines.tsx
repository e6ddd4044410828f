import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@centre/platform';
import { quantityChoices, type CartLine } from '../cart-lines.ts';
import { SHOP_PUBLIC_NAMESPACE } from '../i18n/translations.ts';
import { formatWon } from './won.ts';
import styles from './shop.module.css';

export interface CartLineActions {
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  busy: boolean;
}

/** One group of the cart (delivered, or collected at a site): each line with its change, quantity and remove. */
export function CartGroup({ heading, lines, actions }: { heading: string; lines: CartLine[]; actions: CartLineActions }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  if (lines.length === 0) return null;
  return (
    <section className={styles.cartGroup} aria-label={heading}>
      <h2>{heading}</h2>
      <ul className={styles.cartItems}>
        {lines.map((line) => (
          <li key={line.key} className={styles.cartItem}>
            {line.thumb ? <img src={line.thumb} alt="" width={72} height={72} /> : <span className={styles.noPicture} aria-hidden="true" />}
            <div className={styles.cartItemBody}>
              <h3><Link to={`/shop/${line.productId}`}>{line.title}</Link></h3>
              <p>{t('product.optionLabel', { size: line.size, colour: line.colour })}</p>
              <p>{t('cart.unitPrice')}: {t('price', { amount: formatWon(line.price) })} · {t('cart.lineTotal')}: <strong>{t('price', { amount: formatWon(line.price * line.quantity) })}</strong></p>
              {line.change && (
                <p className={styles.change}>
                  {t(`cart.changes.${line.change.kind}`, {
                    before: line.change.kind === 'PRICE_CHANGED' ? formatWon(line.change.before ?? 0) : line.change.before,
                    after: line.change.kind === 'PRICE_CHANGED' ? formatWon(line.change.after ?? 0) : line.change.after,
                  })}
                </p>
              )}
              <div className={styles.row}>
                <label>
                  <span className={styles.visuallyHidden}>{t('cart.quantity', { title: line.title })}</span>
                  <select
                    className={styles.quantity}
                    value={line.quantity}
                    disabled={actions.busy || !line.available || line.stock === 0}
                    aria-label={t('cart.quantity', { title: line.title })}
                    onChange={(event) => actions.onQuantity(line, Number(event.target.value))}
                  >
                    {quantityChoices(line).map((n) => <option key={n} value={n}>{n}</option>)}
                  </select>
                </label>
                <Button variant="secondary" disabled={actions.busy} aria-label={t('cart.removeLabel', { title: line.title })} onClick={() => actions.onRemove(line)}>
                  {t('cart.remove')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
