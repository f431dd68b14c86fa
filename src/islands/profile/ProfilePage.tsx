import { RequireAuth } from '../shared/RequireAuth.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';

/** The /profile island (My Account): signed-in customers only. */
export function ProfilePage() {
  return <RequireAuth>{(token) => <ProfileTabs token={token} />}</RequireAuth>;
}
