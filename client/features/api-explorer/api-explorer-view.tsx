// The signed-in explorer: presets, request form, response panel and history. It gets the
// selected organization from the page, so it can be tested without the app's providers.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { CLIENT_REQUEST_HEADERS } from './client-headers';
import { toCurlCommand } from './curl-command';
import {
  draftFromHistory,
  historyEntryFor,
  historyOf,
  type HistoryEntry,
} from './explorer-history';
import {
  clearHistoryAtom,
  explorerHistoryAtom,
  recordHistoryEntryAtom,
} from './explorer-history-atom';
import { ExplorerHistoryList } from './explorer-history-list';
import { callEndpoint, knownMethodsFor, type KnownCall } from './explorer-calls';
import { ExplorerCallsList } from './explorer-calls-list';
import { ExplorerPresetsBar } from './explorer-presets-bar';
import {
  emptyDraft,
  emptyQueryParams,
  prepareRequest,
  type ExplorerDraft,
} from './explorer-request';
import type { ExplorerPreset } from './explorer-presets';
import {
  ExplorerRequestForm,
  type ExplorerRequestFormHandle,
  type FieldError,
} from './explorer-request-form';
import { ExplorerResponsePanel } from './explorer-response-panel';
import type { ExplorerResult } from './explorer-result';
import { sendExplorerRequest } from './api/send-explorer-request';

export interface ApiExplorerViewProps {
  /** The signed-in user's id (`sub`): the history shown and kept is theirs only. */
  userId: string;
  organizationId: string | null;
  organizationName?: string | null;
  organizationsLoading?: boolean;
  /** The page's origin for the cURL text (location.origin in the app). */
  origin: string;
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function ApiExplorerView({
  userId,
  organizationId,
  organizationName,
  organizationsLoading,
  origin,
}: ApiExplorerViewProps) {
  const [draft, setDraft] = useState<ExplorerDraft>(emptyDraft);
  const [error, setError] = useState<FieldError | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ExplorerResult | null>(null);
  const [notice, setNotice] = useState('');
  const history = historyOf(useAtomValue(explorerHistoryAtom), userId);
  const clearHistory = useSetAtom(clearHistoryAtom);
  const recordHistory = useSetAtom(recordHistoryEntryAtom);
  const formRef = useRef<ExplorerRequestFormHandle>(null);
  // Only the latest request may update the panel; leaving the page cancels it.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const change = (next: ExplorerDraft) => {
    setDraft(next);
    if (error) setError(null);
    setNotice('');
  };

  const pickPreset = (preset: ExplorerPreset, endpoint: string) => {
    change({ method: preset.method, endpoint, params: emptyQueryParams(), body: '' });
    const required = preset.requiredParams ?? [];
    if (required.length) {
      setNotice(`${preset.label} requires ${required.join(', ')}: fill in the query parameters.`);
      formRef.current?.focusParam(required[0]!);
    }
  };

  const pickCall = (call: KnownCall) => {
    const endpoint = callEndpoint(call, organizationId);
    const body = call.body === undefined ? '' : JSON.stringify(call.body, null, 2);
    change({ method: call.method, endpoint, params: emptyQueryParams(), body });
    const open = endpoint.match(/\{[^}]+\}/g);
    setNotice(
      `Filled ${call.method} ${endpoint}.${open ? ` Replace ${open.join(' and ')} with an id.` : ''}`,
    );
    formRef.current?.focusEndpoint();
  };
  // The console's own method for this path, when the one chosen is not it (PUT vs PATCH).
  const known = knownMethodsFor(draft.endpoint);
  const methodHint =
    known.length > 0 && !known.includes(draft.method)
      ? `The console sends ${known.join(' or ')} to this endpoint, not ${draft.method}.`
      : '';

  const restore = (entry: HistoryEntry) => {
    change(draftFromHistory(entry));
    setNotice(`Restored ${entry.method} ${entry.endpoint}.`);
    formRef.current?.focusEndpoint();
  };

  const send = async () => {
    const prepared = prepareRequest(draft);
    if (!prepared.ok) {
      setError({ field: prepared.field, message: prepared.error });
      // The last answer belongs to another request: it must not read as this one's (#34 item 9).
      setResult(null);
      return;
    }
    setError(null);
    setNotice('');
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending(true);
    try {
      const outcome = await sendExplorerRequest(prepared.request, controller.signal);
      if (controller.signal.aborted) return;
      setResult(outcome);
      recordHistory({ owner: userId, entry: historyEntryFor(draft, outcome, newId()) });
    } catch {
      // aborted: a newer request or leaving the page took over
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setSending(false);
      }
    }
  };

  const curl = result
    ? toCurlCommand({
        origin,
        method: result.request.method,
        path: result.request.path,
        headers: CLIENT_REQUEST_HEADERS,
        ...(result.request.bodyText !== undefined ? { bodyText: result.request.bodyText } : {}),
      })
    : null;

  return (
    <div className="api-explorer">
      <header className="api-explorer__head">
        <h1 className="api-explorer__title">API Explorer</h1>
        <p className="api-explorer__intro">
          Send test requests to the backend as yourself. Requests go to this site only, as relative
          paths with your session.
        </p>
      </header>
      <div className="api-explorer__layout">
        <div className="api-explorer__main">
          <ExplorerPresetsBar
            organizationId={organizationId}
            organizationName={organizationName ?? null}
            organizationsLoading={organizationsLoading ?? false}
            onPick={pickPreset}
          />
          <ExplorerCallsList onPick={pickCall} />
          <ExplorerRequestForm
            ref={formRef}
            draft={draft}
            onChange={change}
            onSubmit={() => void send()}
            sending={sending}
            error={error}
          />
          <p className="api-explorer__notice" role="status">
            {notice}
            {notice && methodHint ? ' ' : null}
            {methodHint}
          </p>
          <ExplorerResponsePanel result={result} sending={sending} curl={curl} />
        </div>
        <div className="api-explorer__aside">
          <ExplorerHistoryList
            entries={history}
            onRestore={restore}
            onClear={() => {
              clearHistory();
              setNotice('History cleared.');
            }}
          />
        </div>
      </div>
    </div>
  );
}
