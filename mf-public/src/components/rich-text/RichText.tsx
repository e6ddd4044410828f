import styles from './rich-text.module.css';

/**
 * A body of rich text. The content service sanitises HTML (allow-listed tags, attributes and URL
 * schemes) before storing it, so every reader gets safe markup; it is rendered as given.
 */
export function RichText({ html, className }: { html: string | undefined; className?: string }) {
  return <div className={`${styles.body} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
