import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Author, AuthorInput } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { blankValueOf, nodeOf } from '../../components/form/schema.ts';
import { localisedIn } from '../../lib/localised.ts';
import { useAuthor, useDeleteAuthor, useSaveAuthor } from '../../features/auction/api.ts';
import { AuthorForm } from '../../features/auction/form-schemas.ts';
import { RecordEditor } from '../../features/auction/components/RecordEditor.tsx';
import { AUCTION_NAMESPACE } from '../../features/auction/i18n/translations.ts';

const HINTS = { namespace: AUCTION_NAMESPACE, multiline: ['biography'] } as const;

function valuesOf(author: Author | undefined): AuthorInput {
  if (!author) return blankValueOf(nodeOf(AuthorForm)) as AuthorInput;
  return { name: author.name, photo: author.photo, biography: author.biography, links: author.links.map(({ type, url }) => ({ type, url })), memberId: author.memberId };
}

/** An author: names and biographies in four languages, photo, social links, member account. */
export default function AuctionAuthorEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const author = useAuthor(id);
  const defaults = useMemo(() => (id && !author.data ? null : valuesOf(author.data)), [id, author.data]);
  return (
    <RecordEditor<AuthorInput>
      key={author.data?.updatedAt ?? 'new'}
      id={id} kind="authors" listPath="/console/auction/authors" title={id ? t('authors.edit') : t('authors.create')}
      recordName={author.data ? localisedIn(author.data.name, locale) : undefined}
      query={author} defaults={defaults} schema={AuthorForm} hints={HINTS} save={useSaveAuthor()} remove={useDeleteAuthor()}
    />
  );
}
