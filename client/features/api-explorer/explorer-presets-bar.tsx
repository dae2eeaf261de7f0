// Quick-select presets: a click fills the request form (it does not send).
import { Fragment } from 'react';
import {
  EXPLORER_PRESETS,
  needsOrganization,
  presetEndpoint,
  type ExplorerPreset,
} from './explorer-presets';

export interface ExplorerPresetsBarProps {
  organizationId: string | null;
  organizationName?: string | null;
  organizationsLoading?: boolean;
  onPick: (preset: ExplorerPreset, endpoint: string) => void;
}

const NOTE_ID = 'api-explorer-org-note';

export function ExplorerPresetsBar({
  organizationId,
  organizationName,
  organizationsLoading = false,
  onPick,
}: ExplorerPresetsBarProps) {
  return (
    <section className="api-explorer__card" aria-labelledby="api-explorer-presets-title">
      <h2 id="api-explorer-presets-title" className="api-explorer__card-title">
        Quick Select
      </h2>
      <ul className="api-explorer__presets">
        {EXPLORER_PRESETS.map((preset) => {
          const endpoint = presetEndpoint(preset, organizationId);
          const needsOrg = needsOrganization(preset);
          return (
            <li key={preset.label}>
              <button
                type="button"
                className="api-explorer__preset"
                disabled={endpoint === null}
                aria-describedby={needsOrg ? NOTE_ID : undefined}
                onClick={() => endpoint && onPick(preset, endpoint)}
              >
                <span className="api-explorer__preset-label">{preset.label}</span>
                <span className="api-explorer__preset-endpoint">
                  {preset.method} <BreakablePath path={preset.endpoint} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p id={NOTE_ID} className="api-explorer__note">
        {organizationId ? (
          <>
            {'{orgId}'} is filled with the selected organization
            {organizationName ? (
              <>
                : <strong>{organizationName}</strong>
              </>
            ) : null}{' '}
            (<code>{organizationId}</code>).
          </>
        ) : organizationsLoading ? (
          'Loading organizations... Get Organization Users and Get Onboardings need a selected organization.'
        ) : (
          'No organization selected: Get Organization Users and Get Onboardings need one to fill {orgId}. Select an organization in the sidebar.'
        )}
      </p>
    </section>
  );
}

/** A path that may wrap after each '/' (never in the middle of a segment). */
function BreakablePath({ path }: { path: string }) {
  const segments = path.split('/');
  return (
    <>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {index > 0 ? '/' : null}
          {segment}
          {index < segments.length - 1 && index > 0 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
