// /general/settings: a placeholder until console preferences move here (DESIGN.md resolution 7).
export function GeneralSettingsPage() {
  return (
    <section className="page">
      <h1>Settings</h1>
      <p>Coming soon...</p>
    </section>
  );
}
