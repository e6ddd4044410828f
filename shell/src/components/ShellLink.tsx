import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '@centre/platform';

/** An in-site link that navigates without a page load (single-spa picks the app); new tabs work as usual. */
export function ShellLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target === '_blank') return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
