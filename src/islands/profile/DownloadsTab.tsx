/** Books are printed: nothing to download. */
export function DownloadsTab() {
  return (
    <section aria-labelledby="profile-downloads-heading">
      <h2 id="profile-downloads-heading">Download</h2>
      <p className="profile-empty">No downloads are available</p>
    </section>
  );
}
