// The lazily loaded half of /api-explorer: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { ApiExplorerPage } from '../../features/api-explorer/api-explorer-page';

export const apiExplorerLazyRoute = createLazyRoute('/api-explorer')({
  component: ApiExplorerPage,
});
