// Backend-supplied URLs become links only when plain http(s) (DESIGN resolution 8).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isSafeHttpUrl } from '@shared/safe-url';

export interface SafeLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
> {
  href: string | null | undefined;
  /** Link text; defaults to the URL itself. */
  children?: ReactNode;
}

export function SafeLink({ href, children, className, ...anchorProps }: SafeLinkProps) {
  const content = children ?? href ?? '';
  if (!isSafeHttpUrl(href)) {
    return (
      <span className={className ? `safe-link--text ${className}` : 'safe-link--text'}>
        {content}
      </span>
    );
  }
  return (
    <a {...anchorProps} className={className} href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
