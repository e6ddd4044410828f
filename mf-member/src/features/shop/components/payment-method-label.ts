// One wording of each way to pay for the checkout and the auction's payment page: the card says
// TEST MODE when it is the demo's stand-in.
import type { TFunction } from 'i18next';
import type { ShopPaymentMethod } from '@centre/contracts';

export function paymentMethodLabel(t: TFunction, method: ShopPaymentMethod, cardTestMode: boolean): string {
  if (method === 'BANK_DEPOSIT') return t('checkout.bankDeposit');
  if (method === 'MOBILE_WALLET') return t('checkout.wallet');
  return cardTestMode ? t('checkout.cardTest') : t('checkout.card');
}
