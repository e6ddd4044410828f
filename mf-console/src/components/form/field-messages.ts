import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import type { SchemaNode } from './schema.ts';

/**
 * The localised message for a failed rule. The TypeBox resolver reports which keyword failed
 * (`error.type`); the limit itself comes from the same schema, so the message always matches
 * the rule the server applies.
 */
export function fieldErrorMessage(t: TFunction, error: FieldError | undefined, node: SchemaNode): string | undefined {
  if (!error) return undefined;
  switch (error.type) {
    case 'required':
      return t('form.errors.required');
    case 'minLength':
      return node.minLength === 1 ? t('form.errors.required') : t('form.errors.minLength', { min: node.minLength });
    case 'maxLength':
      return t('form.errors.maxLength', { max: node.maxLength });
    case 'minimum':
      return t('form.errors.minimum', { min: node.minimum });
    case 'maximum':
      return t('form.errors.maximum', { max: node.maximum });
    case 'minItems':
      return t('form.errors.required');
    case 'maxItems':
      return t('form.errors.maxItems', { max: node.maxItems });
    case 'format':
      return node.format === 'email' ? t('form.errors.email') : t('form.errors.format');
    case 'pattern':
      return t('form.errors.pattern');
    case 'server':
      return error.message;
    default:
      return t('form.errors.invalid');
  }
}

/** The field's limits in words, shown under its label before anything goes wrong. */
export function fieldLimitHint(t: TFunction, node: SchemaNode): string | undefined {
  // A date has a fixed shape (the date input): its length says nothing to staff.
  if (node.format === 'date') return undefined;
  if (node.maxLength !== undefined) return t('form.limits.maxLength', { max: node.maxLength });
  if (node.minimum !== undefined && node.maximum !== undefined) return t('form.limits.range', { min: node.minimum, max: node.maximum });
  if (node.maxItems !== undefined) return t('form.limits.maxItems', { max: node.maxItems });
  return undefined;
}
