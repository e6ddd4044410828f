import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function ConsoleNotFoundPage() {
  const { t } = useTranslation('console');
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <p><Link to="/console">{t('notFound.home')}</Link></p>
    </section>
  );
}
