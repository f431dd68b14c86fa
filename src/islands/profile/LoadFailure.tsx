/** A tab's data could not be loaded: what went wrong, and a Retry button. */
export function LoadFailure({ what, message, retry }: { what: string; message: string; retry: () => void }) {
  return (
    <div className="profile-error" role="alert">
      <p>
        {what} could not be loaded. {message}
      </p>
      <button type="button" className="form-button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
