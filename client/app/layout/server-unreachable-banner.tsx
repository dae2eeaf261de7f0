// Shown while the sign-in check cannot reach the server (the BFF down, too slow, or answering
// garbage): says so instead of passing for 'signed out', and offers Retry. The console also
// re-checks by itself (lib/auth) and picks up where it was once the server answers.
import { useState } from 'react';
import { ErrorBanner } from '../../components/error-banner';
import { useAuthProblem, useRetryAuth } from '../../lib/auth/hooks';

export function ServerUnreachableBanner() {
  const problem = useAuthProblem();
  const retry = useRetryAuth();
  const [retrying, setRetrying] = useState(false);
  if (!problem) return null;
  return (
    <div className="server-unreachable">
      <ErrorBanner
        title="The server cannot be reached"
        message={`${problem} The console keeps trying and carries on once the server answers.`}
        retryLabel={retrying ? 'Retrying...' : 'Retry'}
        onRetry={() => {
          if (retrying) return;
          setRetrying(true);
          void retry().finally(() => setRetrying(false));
        }}
      />
    </div>
  );
}
