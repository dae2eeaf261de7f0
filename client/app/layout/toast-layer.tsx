// What app.tsx loads right after boot: the toast viewport and the notice of a Refresh Auth
// round trip, both out of the initial bundle.
import { ToastViewport } from '../../components/toast';
import { AuthRefreshNotice } from './auth-refresh-notice';

export function ToastLayer() {
  return (
    <>
      <ToastViewport />
      <AuthRefreshNotice />
    </>
  );
}
