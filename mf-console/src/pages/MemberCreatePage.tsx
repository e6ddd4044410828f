import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@centre/platform';
import { serverFieldErrors, useCreateMember } from '../features/members/admin-api.ts';
import { BLANK_MEMBER, MemberForm, createInputOf } from '../features/members/MemberForm.tsx';
import styles from '../components/components.module.css';

/** A member created at the desk for a walk-in maker: sign-up's rules, a temporary password staff hand over. */
export default function MemberCreatePage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const create = useCreateMember();
  return (
    <section aria-labelledby="member-create-title">
      <p>
        <Link to="/console/users" className={styles.backLink}>
          {t('members.back')}
        </Link>
      </p>
      <h1 id="member-create-title" className={styles.pageTitle}>
        {t('memberAdmin.create.title')}
      </h1>
      <p className={styles.hint}>{t('memberAdmin.create.intro')}</p>
      <MemberForm
        mode="create"
        defaultValues={BLANK_MEMBER}
        submitting={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : undefined}
        serverFields={create.isError ? serverFieldErrors(create.error) : {}}
        submitLabel={t('memberAdmin.create.submit')}
        labelledBy="member-create-title"
        onSubmit={(values) => create.mutate(createInputOf(values), { onSuccess: (user) => navigate(`/console/users/${user._id}`, { state: { created: true } }) })}
      />
    </section>
  );
}
