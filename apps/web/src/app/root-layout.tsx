import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Shows a thin progress bar while the next screen's chunk or data loads; the current screen stays usable. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
