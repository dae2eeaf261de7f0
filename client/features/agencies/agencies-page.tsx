// /global/agencies (SPEC §2): search by name, type and state/province; results in the
// DataTable (table or cards) with details per agency. The search lives in the URL, so a result
// can be shared and a reload runs it again.
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Agency } from '@shared/schemas';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toast';
import { UnavailableButton } from '../../components/unavailable-button';
import { errorText, isMissingEndpoint } from '../../lib/api-client';
import { usePolicy } from '../../entities/permission/permissions';
import { AgencyCard } from './agency-card';
import { agencyColumns, defaultHiddenAgencyColumns } from './agency-columns';
import { AgencyDetailsDialog, type AgencyDetailsTarget } from './agency-details-dialog';
import { AgencyFormDialog } from './agency-form-dialog';
import {
  AGENCY_WRITES_UNAVAILABLE,
  READY_TITLE,
  SEARCH_FAILED,
  STATE_REQUIRED_MESSAGE,
} from './agency-messages';
import {
  EMPTY_FORM,
  formFromUrl,
  searchFromUrl,
  searchToUrl,
  searchTypeLabel,
  withoutSearch,
  type AgencySearchForm,
} from './agency-search';
import { AgencySearchFormView } from './agency-search-form';
import { useAgencySearch } from './api/search-agencies';

function sameSearch(a: AgencySearchForm | null, b: AgencySearchForm | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const agenciesRoute = getRouteApi('/global/agencies');

export function AgenciesPage() {
  const search = agenciesRoute.useSearch();
  const navigate = agenciesRoute.useNavigate();
  const active = searchFromUrl(search);
  const activeKey = JSON.stringify(active);
  const [form, setForm] = useState<AgencySearchForm>(() => formFromUrl(search));
  const [details, setDetails] = useState<AgencyDetailsTarget | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const reasonId = useId();
  const query = useAgencySearch(active);
  const toast = useToast();
  // Issue #23: New Agency and Edit for canManageAgencies; a backend that answers a write
  // 404/405/501 keeps them disabled from then on (resolution 4).
  const canManage = usePolicy('canManageAgencies');
  const [writesOffered, setWritesOffered] = useState(true);
  const [editing, setEditing] = useState<'new' | Agency | null>(null);
  const onUnsupported = (error: unknown) => {
    if (!isMissingEndpoint(error)) return false;
    setWritesOffered(false);
    toast.info(AGENCY_WRITES_UNAVAILABLE);
    return true;
  };

  // A search arriving from outside (Back, a pasted link) fills the form; clearing the results
  // leaves the form as it was so the search can be run again.
  // active is a fresh object each render; activeKey says when its content changed.
  const seen = useRef(activeKey);
  const latest = useRef(active);
  latest.current = active;
  useEffect(() => {
    if (seen.current === activeKey) return;
    seen.current = activeKey;
    if (latest.current) setForm(latest.current);
  }, [activeKey]);

  const runSearch = (value: AgencySearchForm) => {
    const next = searchFromUrl(searchToUrl(value));
    if (!next) return;
    setDismissedError(null);
    if (sameSearch(next, active)) {
      void query.refetch();
      return;
    }
    seen.current = JSON.stringify(next);
    void navigate({
      to: '.',
      // A new search starts without the previous result's text filter; sort and view stay.
      search: (previous) => {
        const { q: _q, ...rest } = withoutSearch(previous);
        return { ...rest, ...searchToUrl(next) };
      },
    });
  };

  const clearSearchFromUrl = () =>
    void navigate({
      to: '.',
      search: (previous) => {
        const { q: _q, ...rest } = withoutSearch(previous);
        return rest;
      },
    });

  const agencies = active ? query.data : undefined;

  // Issue #34 item 5: a created agency is searched for by its name and state (with the search
  // type the form has, so the next search by hand works as before), its row marked; the toast's
  // Open shows its details.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const showCreated = (agency: Agency, open: boolean) => {
    setCreatedId(agency.id);
    const stateOrProvince = agency.stateOrProvince?.trim() ?? '';
    const search: AgencySearchForm = { ...form, name: agency.name, stateOrProvince };
    setForm(search);
    runSearch(search);
    if (open && stateOrProvince) setDetails({ id: agency.id, name: agency.name, stateOrProvince });
  };
  const createdIndex = createdId ? (agencies ?? []).findIndex((a) => a.id === createdId) : -1;

  // A row knows its own state or province (issue #23); the form's is asked for only for a row
  // without one (SPEC §2's rule).
  const formState = form.stateOrProvince.trim();
  const detailsStateOf = (agency: Agency) => agency.stateOrProvince?.trim() || formState;
  const rowsWithoutState = (agencies ?? []).some((agency) => !detailsStateOf(agency));
  const renderActions = (agency: Agency) => {
    const detailsState = detailsStateOf(agency);
    const canViewDetails = detailsState !== '';
    return (
      <>
        <Button
          size="sm"
          variant="ghost"
          disabled={!canViewDetails}
          aria-label={`View Details for ${agency.name}`}
          aria-describedby={canViewDetails ? undefined : reasonId}
          title={canViewDetails ? undefined : STATE_REQUIRED_MESSAGE}
          onClick={() =>
            setDetails({ id: agency.id, name: agency.name, stateOrProvince: detailsState })
          }
        >
          View Details
        </Button>
        {!canManage ? null : writesOffered ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${agency.name}`}
            onClick={() => setEditing(agency)}
          >
            Edit
          </Button>
        ) : (
          <UnavailableButton
            label="Edit"
            ariaLabel={`Edit ${agency.name}`}
            size="sm"
            variant="ghost"
          />
        )}
      </>
    );
  };
  const actionsRef = useRef(renderActions);
  actionsRef.current = renderActions;
  // New results bring new field columns and widths; ids stay, so sorting and hidden columns
  // survive. The actions are read through the ref, so typing a state does not rebuild them.
  const columns = useMemo(
    () => agencyColumns(agencies ?? [], (agency) => actionsRef.current(agency)),
    [agencies],
  );

  const defaultHidden = useMemo(() => defaultHiddenAgencyColumns(agencies ?? []), [agencies]);

  const error = query.error && query.error !== dismissedError ? query.error : null;

  return (
    <div className="agencies-page">
      <header className="agencies-page__header">
        <h1 className="agencies-page__title">Agencies</h1>
        <p className="agencies-muted">Search agencies by name, then open one for its details.</p>
        {!canManage ? null : writesOffered ? (
          <div className="agencies-page__actions">
            <Button variant="primary" onClick={() => setEditing('new')}>
              New Agency
            </Button>
          </div>
        ) : (
          <div className="agencies-page__actions">
            <UnavailableButton label="New Agency" />
          </div>
        )}
      </header>

      <AgencySearchFormView
        value={form}
        onChange={setForm}
        onSearch={runSearch}
        onClearResults={clearSearchFromUrl}
        onReset={() => {
          setForm({ ...EMPTY_FORM });
          setDismissedError(null);
          if (active) clearSearchFromUrl();
        }}
        hasResults={active !== null}
        searching={query.isFetching}
      />

      {!active ? (
        <EmptyState
          title={READY_TITLE}
          message="Enter an agency name, choose how to match it, and press Search."
        />
      ) : (
        <div className="agencies-results">
          <p className="agencies-summary">
            Results for <strong>“{active.name}”</strong> ({searchTypeLabel(active.searchType)})
            {active.stateOrProvince ? (
              <>
                {' '}
                in <strong>{active.stateOrProvince}</strong>
              </>
            ) : (
              ' in every state and province'
            )}
          </p>
          {rowsWithoutState ? (
            <p id={reasonId} className="agencies-reason" role="note">
              {STATE_REQUIRED_MESSAGE}
            </p>
          ) : null}
          <DataTable
            // The hidden-at-first columns depend on the results' fields: a result with other
            // fields starts its table afresh (sort, filter and view stay in the URL).
            key={defaultHidden.join()}
            defaultHidden={defaultHidden}
            data={agencies}
            columns={columns}
            getRowId={(agency: Agency, index) => `${agency.id}:${index}`}
            highlightRowId={createdIndex >= 0 ? `${createdId}:${createdIndex}` : null}
            title="Search Results"
            headingLevel={2}
            countLabel={agencies?.length === 1 ? 'agency' : 'agencies'}
            isLoading={query.isPending}
            error={error ? errorText(error, SEARCH_FAILED) : null}
            onDismissError={() => setDismissedError(query.error)}
            onRefresh={() => {
              setDismissedError(null);
              void query.refetch();
            }}
            refreshing={query.isFetching}
            emptyTitle="No agencies found."
            emptyMessage="Try another name, a broader search type, or no state/province."
            renderCard={(agency: Agency) => (
              <>
                <AgencyCard agency={agency} />
                <div className="data-table__card-actions">{renderActions(agency)}</div>
              </>
            )}
            csvFileName="agencies"
          />
        </div>
      )}

      <AgencyDetailsDialog target={details} onClose={() => setDetails(null)} />
      <AgencyFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onUnsupported={onUnsupported}
        onCreated={showCreated}
      />
    </div>
  );
}
