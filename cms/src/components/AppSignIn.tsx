// Above the CMS's sign-in form: editors and admins of Poolscape come in with their Poolscape
// account (their app session lets them straight in); the form below is for the editor account
// made at installation.
export function AppSignIn() {
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <p style={{ marginBottom: '0.75rem' }}>
        Editors and admins of Poolscape use their Poolscape account here, with no second password.
      </p>
      <a className="btn btn--style-primary btn--size-medium" href="/login?next=/cms/admin">
        Sign in with your Poolscape account
      </a>
      <p style={{ marginTop: '1.5rem' }}>Or sign in with the installation's editor account:</p>
    </div>
  );
}
