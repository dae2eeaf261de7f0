// My Profile (SPEC §2): who the caller is, their roles, and the raw identity responses.
import { HIGHLIGHTED_ROLE } from '@shared/constants';
import { useAuth } from '../../lib/auth/hooks';
import { usePolicy } from '../../entities/permission/permissions';
import { OwnNameEditor } from './own-name-editor';
import { RawIdentityPanel } from './raw-identity-panel';

/** Marks the Administrator role (SPEC §2); an SVG so it renders without an emoji font. */
function CrownIcon() {
  return (
    <svg
      className="profile__crown"
      role="img"
      aria-label="Crown"
      viewBox="0 0 24 24"
      width="14"
      height="14"
    >
      <path
        fill="currentColor"
        d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7Zm2.6 13.5h12.8v1.5H5.6v-1.5Z"
      />
    </svg>
  );
}

export function ProfilePage() {
  const { user, roles } = useAuth();
  const canEditProfile = usePolicy('canEditProfile');
  const name = user?.name || 'Unknown User';
  const initial = (user?.name || user?.email || '?').charAt(0).toUpperCase();

  return (
    <section className="page profile">
      <h1>My Profile</h1>
      <div className="profile__card">
        <span className="profile__avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="profile__identity">
          <p className="profile__name">{name}</p>
          {canEditProfile ? <OwnNameEditor current={user?.name ?? ''} /> : null}
          <dl className="profile__facts">
            <div>
              <dt>Email</dt>
              <dd>{user?.email || 'Not provided'}</dd>
            </div>
            <div>
              <dt>User ID</dt>
              <dd className="profile__id">{user?.sub}</dd>
            </div>
            <div>
              <dt>Roles</dt>
              <dd>
                {roles.length === 0 ? (
                  'No roles assigned'
                ) : (
                  <ul className="role-chips" aria-label="Roles">
                    {roles.map((role) => (
                      <li
                        key={role}
                        className={
                          role === HIGHLIGHTED_ROLE ? 'chip chip--info' : 'chip chip--neutral'
                        }
                      >
                        {role === HIGHLIGHTED_ROLE ? <CrownIcon /> : null}
                        {role}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <section className="profile__raw" aria-labelledby="profile-raw-title">
        <h2 id="profile-raw-title">Raw identity data</h2>
        <p className="profile__privacy" role="note">
          <strong>Privacy notice:</strong> this data identifies you and shows what you may do in the
          console. It is sensitive: do not share it, paste it into public places or keep copies you
          do not need.
        </p>
        <RawIdentityPanel endpoint="/auth/me" />
        <RawIdentityPanel endpoint="/auth/roles" />
      </section>
    </section>
  );
}
