import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCATIONS, ProductInput, SHOP_LIMITS } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useCategories, useSaveProduct } from '../api/shop.ts';
import { requestOf, type ProductValues } from '../product-values.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

const resolver = ruleResolver<ProductValues>(ProductInput, {
  requestOf,
  problems: (values) => (values.fulfilment === 'PICKUP' && values.pickupSite === '' ? [{ field: 'pickupSite', rule: 'REQUIRED' }] : []),
});

/** Category, four-language title and description, price, options with stock, delivery or pickup; checked by the server's schema. */
export function ProductForm({ productId, initial, onSaved }: { productId: string | null; initial: ProductValues; onSaved: (id: string) => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const categories = useCategories();
  const save = useSaveProduct();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, watch } = useForm<ProductValues>({ resolver, defaultValues: initial });
  const options = useFieldArray({ control, name: 'options' });
  const fulfilment = watch('fulfilment');
  const errorOf = (path: string, field: string) => {
    const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as { type?: unknown; message?: unknown } | undefined;
    return ruleMessage(found, locale, { schema: ProductInput, field });
  };
  const field = (id: string, label: string, path: string, input: React.ReactNode, schemaField = path.split('.')[0] ?? path) => {
    const error = errorOf(path, schemaField);
    return (
      <div className={styles.inlineField}>
        <label htmlFor={id}>{label}</label>
        {input}
        {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
      </div>
    );
  };
  const invalid = (path: string) => (errorOf(path, path.split('.')[0] ?? path) ? { 'aria-invalid': true as const, 'aria-describedby': `product-${path.replace(/\./g, '-')}-error` } : {});

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        onSaved(await save.mutateAsync({ id: productId, input: requestOf(values) }));
      } catch (error) {
        setFailure(failureMessage(error, t, locale));
      }
    },
    () => focusFirstError(document.getElementById('product-form') as HTMLFormElement | null),
  );

  return (
    <form id="product-form" className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      {field('product-categoryId', t('productForm.category'), 'categoryId', (
        <select id="product-categoryId" {...invalid('categoryId')} {...register('categoryId')}>
          <option value="">{t('productForm.chooseCategory')}</option>
          {(categories.data ?? []).map((category) => (
            <optgroup key={category._id} label={category.title}>
              <option value={category._id}>{category.title}</option>
              {category.children.map((child) => <option key={child._id} value={child._id}>{child.title}</option>)}
            </optgroup>
          ))}
        </select>
      ))}
      <fieldset className={styles.panel}>
        <legend>{t('productForm.titles')}</legend>
        {LOCALES.map((lang) => (
          <div key={lang}>
            {field(`product-title-${lang}`, t('productForm.titleIn', { lang: t(`productForm.lang.${lang}`) }), `title.${lang}`, (
              <input id={`product-title-${lang}`} maxLength={SHOP_LIMITS.productTitle} lang={lang === 'cn' ? 'zh' : lang === 'jp' ? 'ja' : lang} {...invalid(`title.${lang}`)} {...register(`title.${lang}`)} />
            ), 'title')}
          </div>
        ))}
      </fieldset>
      <fieldset className={styles.panel}>
        <legend>{t('productForm.descriptions')}</legend>
        {LOCALES.map((lang) => (
          <div key={lang}>
            {field(`product-description-${lang}`, t('productForm.descriptionIn', { lang: t(`productForm.lang.${lang}`) }), `description.${lang}`, (
              <textarea id={`product-description-${lang}`} lang={lang === 'cn' ? 'zh' : lang === 'jp' ? 'ja' : lang} {...invalid(`description.${lang}`)} {...register(`description.${lang}`)} />
            ), 'description')}
          </div>
        ))}
      </fieldset>
      {field('product-price', t('productForm.price'), 'price', <input id="product-price" inputMode="numeric" {...invalid('price')} {...register('price')} />)}
      <fieldset className={styles.panel}>
        <legend>{t('productForm.options')}</legend>
        {options.fields.map((option, index) => (
          <div key={option.id} className={styles.optionRow} role="group" aria-label={t('productForm.optionN', { n: index + 1 })}>
            {field(`product-options-${index}-size`, t('productForm.size'), `options.${index}.size`, <input id={`product-options-${index}-size`} maxLength={SHOP_LIMITS.optionLabel} {...invalid(`options.${index}.size`)} {...register(`options.${index}.size`)} />, 'options')}
            {field(`product-options-${index}-colour`, t('productForm.colour'), `options.${index}.colour`, <input id={`product-options-${index}-colour`} maxLength={SHOP_LIMITS.optionLabel} {...invalid(`options.${index}.colour`)} {...register(`options.${index}.colour`)} />, 'options')}
            {field(`product-options-${index}-stock`, t('productForm.stock'), `options.${index}.stock`, <input id={`product-options-${index}-stock`} inputMode="numeric" {...invalid(`options.${index}.stock`)} {...register(`options.${index}.stock`)} />, 'options')}
            <Button variant="secondary" disabled={options.fields.length <= 1} aria-label={t('productForm.removeOption', { n: index + 1 })} onClick={() => options.remove(index)}>×</Button>
          </div>
        ))}
        <p>
          <Button variant="secondary" disabled={options.fields.length >= SHOP_LIMITS.maxOptions} onClick={() => options.append({ size: '', colour: '', stock: '' })}>{t('productForm.addOption')}</Button>
        </p>
      </fieldset>
      <fieldset className={styles.panel}>
        <legend>{t('productForm.shipping')}</legend>
        <div className={styles.radios}>
          <label><input type="radio" value="DELIVERY" {...register('fulfilment')} /> {t('productForm.delivery')}</label>
          <label><input type="radio" value="PICKUP" {...register('fulfilment')} /> {t('productForm.pickup')}</label>
        </div>
        {fulfilment === 'DELIVERY' ? (
          <>
            {field('product-shipping-fee', t('productForm.fee'), 'shipping.fee', <input id="product-shipping-fee" inputMode="numeric" {...invalid('shipping.fee')} {...register('fee')} />, 'shipping')}
            {field('product-shipping-freeOver', t('productForm.freeOver'), 'shipping.freeOver', <input id="product-shipping-freeOver" inputMode="numeric" {...invalid('shipping.freeOver')} {...register('freeOver')} />, 'shipping')}
          </>
        ) : (
          field('product-pickupSite', t('productForm.pickupSite'), 'pickupSite', (
            <select id="product-pickupSite" {...invalid('pickupSite')} {...register('pickupSite')}>
              <option value="">—</option>
              {LOCATIONS.map((site) => <option key={site} value={site}>{t(`sites.${site}`)}</option>)}
            </select>
          ))
        )}
      </fieldset>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('productForm.saving') : t('productForm.save')}</Button>
      </div>
    </form>
  );
}
