import { useEffect, useState } from 'react';
import { fetchPrivateImage } from '../api/inquiries.ts';
import styles from './mypage.module.css';

/** A picture only its owner may see: fetched with the token, shown from memory, freed on unmount. */
export function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateImage(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? <img src={src} alt={alt} /> : <span role="img" aria-label={alt} className={styles.imagePlaceholder} />;
}
