// The seller's product form: its values (strings as typed) and the request the server's schema
// checks (ProductInput). Descriptions are typed as plain paragraphs and sent as simple HTML.
import { LOCALES, type Location, type OwnProduct, type ProductInput } from '@centre/contracts';

type Localised = Record<(typeof LOCALES)[number], string>;

export interface ProductValues {
  categoryId: string;
  title: Localised;
  description: Localised;
  price: string;
  options: Array<{ _id?: string; size: string; colour: string; stock: string }>;
  fulfilment: 'DELIVERY' | 'PICKUP';
  fee: string;
  freeOver: string;
  pickupSite: Location | '';
}

const empty = (): Localised => ({ ko: '', en: '', cn: '', jp: '' });

export const NEW_PRODUCT: ProductValues = {
  categoryId: '',
  title: empty(),
  description: empty(),
  price: '',
  options: [{ size: '', colour: '', stock: '' }],
  fulfilment: 'DELIVERY',
  fee: '3000',
  freeOver: '',
  pickupSite: '',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs of plain text as HTML paragraphs (the server sanitises whatever it gets). */
export function htmlOfText(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean);
  return paragraphs.map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`).join('');
}

/** Stored HTML back to the paragraphs the seller typed. */
export function textOfHtml(html: string): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*/gi, '</p>\n\n'), 'text/html');
  return (document.body.textContent ?? '').trim();
}

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function requestOf(values: ProductValues): ProductInput {
  const map = (source: Localised, each: (value: string) => string) => ({ ko: each(source.ko), en: each(source.en), cn: each(source.cn), jp: each(source.jp) });
  return {
    categoryId: values.categoryId,
    title: map(values.title, (value) => value.trim()),
    description: map(values.description, htmlOfText),
    price: number(values.price),
    options: values.options.map((option) => ({ ...(option._id ? { _id: option._id } : {}), size: option.size.trim(), colour: option.colour.trim(), stock: number(option.stock) })),
    shipping:
      values.fulfilment === 'PICKUP'
        ? { fulfilment: 'PICKUP', fee: 0, freeOver: null, pickupSite: values.pickupSite === '' ? null : values.pickupSite }
        : { fulfilment: 'DELIVERY', fee: number(values.fee), freeOver: values.freeOver.trim() === '' ? null : number(values.freeOver), pickupSite: null },
  };
}

export function valuesOf(product: OwnProduct): ProductValues {
  return {
    categoryId: product.categoryId,
    title: { ...product.title },
    description: { ko: textOfHtml(product.description.ko), en: textOfHtml(product.description.en), cn: textOfHtml(product.description.cn), jp: textOfHtml(product.description.jp) },
    price: String(product.price),
    options: product.options.map((option) => ({ _id: option._id, size: option.size, colour: option.colour, stock: String(option.stock) })),
    fulfilment: product.shipping.fulfilment,
    fee: String(product.shipping.fee),
    freeOver: product.shipping.freeOver === null ? '' : String(product.shipping.freeOver),
    pickupSite: product.shipping.pickupSite ?? '',
  };
}
