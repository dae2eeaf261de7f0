// The search form (SPEC §2, §5): Agency Name (required), Search Type, State/Province; Search is
// disabled while the name is blank, and the reason stays visible under the field.
import { useId, useState, type FormEvent } from 'react';
import { AGENCY_SEARCH_TYPES } from '@shared/constants';
import { Button } from '../../components/button';
import { NAME_REQUIRED_MESSAGE } from './agency-messages';
import { parseSearchType, type AgencySearchForm } from './agency-search';

export interface AgencySearchFormProps {
  value: AgencySearchForm;
  onChange: (value: AgencySearchForm) => void;
  onSearch: (value: AgencySearchForm) => void;
  onClearResults: () => void;
  onReset: () => void;
  /** Clear Results has something to clear. */
  hasResults: boolean;
  searching?: boolean;
}

export function AgencySearchFormView({
  value,
  onChange,
  onSearch,
  onClearResults,
  onReset,
  hasResults,
  searching = false,
}: AgencySearchFormProps) {
  const nameId = useId();
  const nameHintId = useId();
  const typeId = useId();
  const stateId = useId();
  const stateHintId = useId();
  // The required message turns into an error once the user has been in the field.
  const [touched, setTouched] = useState(false);
  const blank = value.name.trim() === '';
  const showError = blank && touched;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) {
      setTouched(true);
      return;
    }
    onSearch(value);
  };

  return (
    <form
      className="agencies-form"
      role="search"
      aria-label="Agency search"
      noValidate
      onSubmit={submit}
    >
      <div className="agencies-form__fields">
        <div className="agencies-field agencies-field--name">
          <label htmlFor={nameId} className="agencies-field__label">
            Agency Name{' '}
            <span className="agencies-field__required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={nameId}
            className="agencies-field__input"
            type="text"
            autoComplete="off"
            placeholder="e.g. Springfield Police Department"
            required
            aria-required="true"
            aria-invalid={showError || undefined}
            aria-describedby={blank ? nameHintId : undefined}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
            onBlur={() => {
              if (blank) setTouched(true);
            }}
            onKeyDown={(event) => {
              // Search is disabled while blank, so Enter would silently do nothing.
              if (event.key === 'Enter' && blank) setTouched(true);
            }}
          />
          {blank ? (
            <p
              id={nameHintId}
              className={showError ? 'agencies-field__error' : 'agencies-field__hint'}
            >
              {NAME_REQUIRED_MESSAGE}
            </p>
          ) : null}
        </div>
        <div className="agencies-field">
          <label htmlFor={typeId} className="agencies-field__label">
            Search Type
          </label>
          <select
            id={typeId}
            className="agencies-field__input"
            value={value.searchType}
            onChange={(event) =>
              onChange({ ...value, searchType: parseSearchType(event.target.value) })
            }
          >
            {AGENCY_SEARCH_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="agencies-field">
          <label htmlFor={stateId} className="agencies-field__label">
            State/Province
          </label>
          <input
            id={stateId}
            className="agencies-field__input"
            type="text"
            autoComplete="off"
            placeholder="e.g. IL or Illinois"
            aria-describedby={stateHintId}
            value={value.stateOrProvince}
            onChange={(event) => onChange({ ...value, stateOrProvince: event.target.value })}
          />
          <p id={stateHintId} className="agencies-field__hint">
            Needed for agency details.
          </p>
        </div>
      </div>
      <div className="agencies-form__actions">
        <Button type="submit" variant="primary" disabled={blank} busy={searching}>
          Search
        </Button>
        <Button onClick={onClearResults} disabled={!hasResults}>
          Clear Results
        </Button>
        <Button
          onClick={() => {
            setTouched(false);
            onReset();
          }}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}
