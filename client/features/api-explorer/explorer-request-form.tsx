// The request form: method, endpoint, the six query parameters (GET) or a JSON body (others).
import { useEffect, useImperativeHandle, useRef, type FormEvent, type Ref } from 'react';
import { Button } from '../../components/button';
import { bodyPlaceholderFor } from './explorer-calls';
import {
  HTTP_METHODS,
  QUERY_PARAM_NAMES,
  buildQueryString,
  isHttpMethod,
  type ExplorerDraft,
  type QueryParamName,
} from './explorer-request';

export interface FieldError {
  field: 'endpoint' | 'body';
  message: string;
}

export interface ExplorerRequestFormHandle {
  focusEndpoint: () => void;
  focusParam: (name: QueryParamName) => void;
}

export interface ExplorerRequestFormProps {
  draft: ExplorerDraft;
  onChange: (draft: ExplorerDraft) => void;
  onSubmit: () => void;
  sending: boolean;
  error: FieldError | null;
  ref?: Ref<ExplorerRequestFormHandle>;
}

export function ExplorerRequestForm({
  draft,
  onChange,
  onSubmit,
  sending,
  error,
  ref,
}: ExplorerRequestFormProps) {
  const endpointRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focusEndpoint: () => endpointRef.current?.focus(),
      // After a render that shows the GET fields (a preset switches the method to GET).
      focusParam: (name) =>
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLInputElement>(`#api-explorer-param-${name}`)?.focus(),
        ),
    }),
    [],
  );

  // A refused request puts the focus on the field to fix, whose message is read out.
  useEffect(() => {
    if (error?.field === 'endpoint') endpointRef.current?.focus();
    if (error?.field === 'body') bodyRef.current?.focus();
  }, [error]);

  const endpointError = error?.field === 'endpoint' ? error.message : null;
  const bodyError = error?.field === 'body' ? error.message : null;
  const isGet = draft.method === 'GET';
  const query = buildQueryString(draft.method, draft.params);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const setParam = (name: QueryParamName, value: string) =>
    onChange({ ...draft, params: { ...draft.params, [name]: value } });

  return (
    <section className="api-explorer__card" aria-labelledby="api-explorer-request-title">
      <h2 id="api-explorer-request-title" className="api-explorer__card-title">
        Request
      </h2>
      <form ref={formRef} className="api-explorer__form" onSubmit={submit} noValidate>
        <div className="api-explorer__line">
          <div className="api-explorer__field api-explorer__field--method">
            <label htmlFor="api-explorer-method">Method</label>
            <select
              id="api-explorer-method"
              value={draft.method}
              onChange={(event) => {
                const method = event.target.value;
                if (isHttpMethod(method)) onChange({ ...draft, method });
              }}
            >
              {HTTP_METHODS.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </select>
          </div>
          <div className="api-explorer__field api-explorer__field--endpoint">
            <label htmlFor="api-explorer-endpoint">Endpoint</label>
            <input
              id="api-explorer-endpoint"
              ref={endpointRef}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="/api/v1/organizations"
              value={draft.endpoint}
              aria-invalid={endpointError ? true : undefined}
              aria-describedby={
                endpointError ? 'api-explorer-endpoint-error' : 'api-explorer-endpoint-hint'
              }
              onChange={(event) => onChange({ ...draft, endpoint: event.target.value })}
            />
          </div>
          <Button type="submit" variant="primary" busy={sending} className="api-explorer__send">
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </div>
        {endpointError ? (
          <p id="api-explorer-endpoint-error" className="api-explorer__field-error" role="alert">
            {endpointError}
          </p>
        ) : (
          <p id="api-explorer-endpoint-hint" className="api-explorer__hint">
            A path on this site, starting with a single &quot;/&quot;. Requests are sent with your
            session.
          </p>
        )}

        {isGet ? (
          <fieldset className="api-explorer__params">
            <legend>Query parameters</legend>
            <p className="api-explorer__hint">Non-empty values are added to the query string.</p>
            <div className="api-explorer__params-grid">
              {QUERY_PARAM_NAMES.map((name) => (
                <div key={name} className="api-explorer__field">
                  <label htmlFor={`api-explorer-param-${name}`}>{name}</label>
                  <input
                    id={`api-explorer-param-${name}`}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={draft.params[name]}
                    onChange={(event) => setParam(name, event.target.value)}
                  />
                </div>
              ))}
            </div>
            {query ? (
              <p className="api-explorer__hint">
                Query string: <code className="api-explorer__code">{query}</code>
              </p>
            ) : null}
          </fieldset>
        ) : (
          <div className="api-explorer__field">
            <label htmlFor="api-explorer-body">Request body (JSON)</label>
            <textarea
              id="api-explorer-body"
              ref={bodyRef}
              className="api-explorer__body"
              rows={6}
              spellCheck={false}
              placeholder={bodyPlaceholderFor(draft.method, draft.endpoint)}
              value={draft.body}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? 'api-explorer-body-error' : undefined}
              onChange={(event) => onChange({ ...draft, body: event.target.value })}
            />
            {bodyError ? (
              <p id="api-explorer-body-error" className="api-explorer__field-error" role="alert">
                {bodyError}
              </p>
            ) : null}
          </div>
        )}
      </form>
    </section>
  );
}
