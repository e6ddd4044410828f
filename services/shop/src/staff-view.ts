// What shop staff see of a buyer: only what their work needs (data minimisation, PIPA §3). The
// order lists show who and where in outline (name and phone masked, the road address without its
// detail); one order opened shows the delivery address in full (a delivery problem, a pickup hand-
// over); a refund account is shown in full only while its withdrawal waits for the staff's
// transfer, masked once decided. Staff never see more of the member than the order holds.
import type { DeliveryAddress, Order } from '@centre/contracts';
import { maskPersonal } from '@centre/server-kit';

function outline(address: DeliveryAddress): DeliveryAddress {
  if (address.kind === 'KR') {
    // The first two words of a Korean road address are the city and district.
    const area = address.roadAddress.split(/\s+/).slice(0, 2).join(' ');
    return { ...address, recipient: maskPersonal(address.recipient), phone: maskPersonal(address.phone), roadAddress: `${area} …`, detail: '' };
  }
  return { ...address, recipient: maskPersonal(address.recipient), phone: maskPersonal(address.phone.replace(/[^0-9]/g, '')), lines: '…' };
}

/** An order as staff read it: in a list (`outline`), or opened (`full` address). Refund accounts are masked once decided. */
export function staffView(order: Order, as: 'list' | 'detail'): Order {
  return {
    ...order,
    address: order.address && as === 'list' ? outline(order.address) : order.address,
    refunds: order.refunds.map((refund) =>
      refund.refundAccount && (as === 'list' || refund.status !== 'REQUESTED')
        ? { ...refund, refundAccount: { ...refund.refundAccount, holder: maskPersonal(refund.refundAccount.holder), accountNumber: maskPersonal(refund.refundAccount.accountNumber.replace(/[^0-9]/g, '')) } }
        : refund,
    ),
  };
}
