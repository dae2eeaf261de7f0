// The lazily loaded half of /global/provisioner: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { ProvisionerPage } from '../../features/provisioner/provisioner-page';

export const globalProvisionerLazyRoute = createLazyRoute('/global/provisioner')({
  component: ProvisionerPage,
});
