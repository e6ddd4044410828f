import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '@centre/platform';

/**
 * A link to a page another micro-frontend owns (the public shop's cart from checkout): single-spa
 * must hear the navigation so it can unmount this app and mount the other, not this app's router.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
