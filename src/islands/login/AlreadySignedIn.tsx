/** What /login shows a visitor who is signed in already: no form, two ways on. */
export function AlreadySignedIn({ firstName }: { firstName: string }) {
  return (
    <div className="auth-card already-signed-in">
      <p className="form-lead">You are already logged in{firstName ? ` as ${firstName}` : ''}.</p>
      <ul className="form-links">
        <li>
          <a href="/">Go to Home</a>
        </li>
        <li>
          <a href="/profile">My Account</a>
        </li>
      </ul>
    </div>
  );
}
