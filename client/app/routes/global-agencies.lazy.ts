// The lazily loaded half of /global/agencies: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { AgenciesPage } from '../../features/agencies/agencies-page';

export const globalAgenciesLazyRoute = createLazyRoute('/global/agencies')({
  component: AgenciesPage,
});
