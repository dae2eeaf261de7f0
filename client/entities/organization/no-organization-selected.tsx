// What a screen of the selected organization shows when none is selected: one text, one place.
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';

export const NO_ORGANIZATION_SELECTED = 'No Organization Selected';

export interface NoOrganizationSelectedProps {
  /** What to do about it, in the screen's words. */
  message: ReactNode;
  /** The text as the page's level-one heading, with the empty state's own title under it
   * (onboardings); without it, the text is the empty state's title under the page's heading. */
  heading?: { className: string; title: ReactNode };
}

export function NoOrganizationSelected({ message, heading }: NoOrganizationSelectedProps) {
  if (!heading) return <EmptyState title={NO_ORGANIZATION_SELECTED} message={message} />;
  return (
    <>
      <h1 className={heading.className}>{NO_ORGANIZATION_SELECTED}</h1>
      <EmptyState title={heading.title} message={message} />
    </>
  );
}
