// Issue #8 item 4: axe-core on every route of SPEC §2 as the Manager, the User and a User
// with no organization, in light and dark (the Administrator: accessibility-admin.test.ts).
import { describeEveryRoute } from './support/accessibility-kit';
import { setUpConsoleFixture } from './support/console-fixture';

const env = setUpConsoleFixture({ backend: 'embedded' });

describeEveryRoute(env, 'manager');
describeEveryRoute(env, 'user');
describeEveryRoute(env, 'nobody');
