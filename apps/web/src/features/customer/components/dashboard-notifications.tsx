/** docs/product/routes-and-screens.md: Notifications shows nothing yet; a calm line says so. */
export function DashboardNotifications() {
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="visually-hidden">
        Notifications
      </h2>
      <p className="page__note">No notifications</p>
    </section>
  );
}
