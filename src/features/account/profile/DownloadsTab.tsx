import { profile } from '#shared/i18n/messages/profile.ts';
import { useMessages } from '#ui/locale.tsx';

/** Books are printed: nothing to download. */
export function DownloadsTab() {
  const t = useMessages(profile);
  return (
    <section aria-labelledby="profile-downloads-heading">
      <h2 id="profile-downloads-heading">{t.tabDownloads}</h2>
      <p className="profile-empty">{t.noDownloads}</p>
    </section>
  );
}
