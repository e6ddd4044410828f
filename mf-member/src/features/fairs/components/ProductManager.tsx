import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FAIR_LIMITS, FairProductInput, MAKER_ITEMS, type FairProduct } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { CheckboxField } from '../../../components/form/CheckboxField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useDeleteProduct, useMyProducts, useSaveProduct } from '../api/fairs.ts';
import { typedCount } from '../form-values.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import { ProductPhotos } from './ProductPhotos.tsx';
import styles from './fairs.module.css';

interface ProductValues { name: string; item: string; priceMin: string; priceMax: string; moq: string; leadTimeDays: string; sampleAvailable: boolean }
const NUMBER_FIELDS = ['priceMin', 'priceMax', 'moq', 'leadTimeDays'] as const;
const FIELDS = ['name', 'item', ...NUMBER_FIELDS, 'sampleAvailable'] as const;
const productRequest = (values: ProductValues): FairProductInput => ({
  name: values.name.trim(),
  item: values.item as FairProductInput['item'],
  priceMin: typedCount(values.priceMin),
  priceMax: typedCount(values.priceMax),
  moq: typedCount(values.moq),
  leadTimeDays: typedCount(values.leadTimeDays),
  sampleAvailable: values.sampleAvailable,
});
const resolver = ruleResolver<ProductValues>(FairProductInput, {
  requestOf: productRequest,
  // The highest price under the lowest is a typing slip the schema cannot see.
  problems: (values) => (typedCount(values.priceMax) < typedCount(values.priceMin) ? [{ field: 'priceMax', rule: 'INVALID_VALUE' }] : []),
});
const valuesOf = (product: FairProduct | null): ProductValues => ({
  name: product?.name ?? '',
  item: product?.item ?? MAKER_ITEMS[0],
  priceMin: String(product?.priceMin ?? ''),
  priceMax: String(product?.priceMax ?? ''),
  moq: String(product?.moq ?? ''),
  leadTimeDays: String(product?.leadTimeDays ?? ''),
  sampleAvailable: product?.sampleAvailable ?? false,
});

function ProductForm({ fair, product, onDone }: { fair: string; product: FairProduct | null; onDone: (message: string | null) => void }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const save = useSaveProduct(fair);
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, getValues } = useForm<ProductValues>({ resolver, defaultValues: valuesOf(product) });
  const error = (field: (typeof FIELDS)[number]) => {
    const found = formState.errors[field];
    if (field === 'priceMax' && found && typedCount(getValues('priceMax')) < typedCount(getValues('priceMin'))) return t('fair.priceOrder');
    return ruleMessage(found, locale, { schema: FairProductInput, field });
  };
  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await save.mutateAsync({ id: product?._id ?? null, input: productRequest(values) });
        onDone(t('fair.savedProduct'));
      } catch (problem) {
        if (placeServerFieldErrors(problem, setError, FIELDS).length === 0) setFailure(failureMessage(problem, t, locale));
      }
    },
    () => focusFirstError(formRef.current),
  );
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={product ? `${t('fair.edit')}: ${product.name}` : t('fair.add')}>
      <TextField id="product-name" label={t('fair.name')} required maxLength={FAIR_LIMITS.productName} error={error('name')} {...register('name')} />
      <SelectField id="product-item" label={t('fair.item')} required error={error('item')} {...register('item')}>
        {MAKER_ITEMS.map((item) => <option key={item} value={item}>{t(`itemLabels.${item}`)}</option>)}
      </SelectField>
      <div className={styles.grid2}>
        {NUMBER_FIELDS.map((field) => (
          <TextField key={field} id={`product-${field}`} label={t(`fair.${field}`)} type="number" inputMode="numeric" min={0} required error={error(field)} {...register(field)} />
        ))}
      </div>
      <CheckboxField id="product-sample" label={t('fair.sampleAvailable')} {...register('sampleAvailable')} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{t('fair.save')}</Button>
        <Button variant="secondary" onClick={() => onDone(null)}>{t('fair.cancel')}</Button>
      </div>
    </form>
  );
}

/** An approved exhibitor's products at this fair: add, change, delete (after a confirmation). */
export function ProductManager({ fair, exhibitor }: { fair: string; exhibitor: string }) {
  const { t, i18n } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const products = useMyProducts(fair, exhibitor);
  const remove = useDeleteProduct(fair);
  const [editing, setEditing] = useState<FairProduct | 'new' | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<FairProduct | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const won = (value: number) => value.toLocaleString(i18n.language);
  const finish = (message: string | null) => {
    setEditing(null);
    if (message) setResult({ tone: 'success', text: message });
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };
  // Asked in the app's dialog (never window.confirm); the answer lands on the heading.
  const deleteProduct = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      setDeleting(null);
      finish(t('fair.deleted'));
    } catch (problem) {
      setDeleting(null);
      setResult({ tone: 'error', text: failureMessage(problem, t, locale) });
    }
  };
  return (
    <section className={styles.section} aria-labelledby="fair-products">
      <h2 id="fair-products" ref={headingRef} tabIndex={-1}>{t('fair.products')}</h2>
      <p className={styles.hint}>{t('fair.productsLead')}</p>
      <div aria-live="polite">{result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}</div>
      {editing === null && <p><Button onClick={() => { setResult(null); setEditing('new'); }}>{t('fair.add')}</Button></p>}
      {editing !== null && <ProductForm fair={fair} product={editing === 'new' ? null : editing} onDone={finish} />}
      {products.isError && <FormAlert>{failureMessage(products.error, t, locale)}</FormAlert>}
      {products.data && products.data.length === 0 && <p>{t('fair.noProducts')}</p>}
      {products.data && products.data.length > 0 && (
        <ul className={styles.cards}>
          {products.data.map((product) => (
            <li key={product._id} className={styles.card}>
              <h3>{product.name}</h3>
              <p>
                {t(`itemLabels.${product.item}`)} · {t('fair.price', { min: won(product.priceMin), max: won(product.priceMax) })} · {t('fair.moq')} {won(product.moq)} · {t('fair.leadTimeDays')} {product.leadTimeDays}
                {product.sampleAvailable && <> · {t('fair.sampleAvailable')}</>}
              </p>
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={`${t('fair.edit')}: ${product.name}`} onClick={() => { setResult(null); setEditing(product); }}>{t('fair.edit')}</Button>
                <Button variant="secondary" aria-label={`${t('fair.delete')}: ${product.name}`} onClick={() => setDeleting(product)}>{t('fair.delete')}</Button>
              </div>
              <ProductPhotos fair={fair} product={product} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('fair.confirmDelete', { name: deleting.name }) : ''}
        confirmLabel={t('fair.delete')}
        cancelLabel={t('productPhotos.keep')}
        busy={remove.isPending}
        onConfirm={() => void deleteProduct()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('productPhotos.deleteProductBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
