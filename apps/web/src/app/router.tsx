import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { requireStudentToken, skipConnectWhenConnected } from '../student/student-guards';
import { PageSpinner } from '../ui/spinner';
import { loadWithReload } from './chunk-reload';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { redirectIfSignedIn, requireSession } from './route-guards';

/** Every screen is its own chunk, loaded when its route matches. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadWithReload(load)) });
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: () => redirect('/portal') },
      {
        path: 'portal',
        lazy: screen(
          () => import('./pages/portal-page'),
          (m) => m.PortalPage,
        ),
      },
      {
        path: 'signup-choices',
        lazy: screen(
          () => import('./pages/signup-choices-page'),
          (m) => m.SignupChoicesPage,
        ),
      },
      {
        path: 'signup',
        loader: redirectIfSignedIn,
        lazy: screen(
          () => import('./pages/signup-page'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: 'login',
        loader: redirectIfSignedIn,
        lazy: screen(
          () => import('./pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'forgot-password',
        lazy: screen(
          () => import('./pages/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: 'reset-password',
        lazy: screen(
          () => import('./pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: 'set-password',
        lazy: screen(
          () => import('./pages/set-password-page'),
          (m) => m.SetPasswordPage,
        ),
      },
      {
        path: 'email-link/login',
        lazy: screen(
          () => import('./pages/email-link-login-page'),
          (m) => m.EmailLinkLoginPage,
        ),
      },
      {
        path: 'compatibility',
        lazy: screen(
          () => import('./pages/compatibility-page'),
          (m) => m.CompatibilityPage,
        ),
      },
      {
        path: 'something-went-wrong',
        lazy: screen(
          () => import('./pages/something-went-wrong-page'),
          (m) => m.SomethingWentWrongPage,
        ),
      },
      {
        path: 'home-connect',
        lazy: screen(
          () => import('./pages/home-connect-page'),
          (m) => m.HomeConnectPage,
        ),
      },
      {
        path: 'request-home-code',
        lazy: screen(
          () => import('./pages/request-home-code-page'),
          (m) => m.RequestHomeCodePage,
        ),
      },
      // Print pages (SPEC §2): their own layout, for the signed-in teacher; only they load the QR library.
      {
        path: 'class/:classId/home-invite',
        loader: requireSession,
        lazy: screen(
          () => import('./pages/home-invite-page'),
          (m) => m.HomeInvitePage,
        ),
      },
      {
        path: 'class/:classId/home-invite/:studentId',
        loader: requireSession,
        lazy: screen(
          () => import('./pages/home-invite-page'),
          (m) => m.HomeInvitePage,
        ),
      },
      {
        path: 'user/qr-codes',
        loader: requireSession,
        lazy: screen(
          () => import('./pages/class-qr-codes-page'),
          (m) => m.ClassQrCodesPage,
        ),
      },
      // The pupil side: its own chunks, apart from the teacher screens.
      {
        path: 'student',
        children: [
          {
            index: true,
            loader: requireStudentToken,
            lazy: screen(
              () => import('../student/student-home-page'),
              (m) => m.StudentHomePage,
            ),
          },
          {
            path: 'connect',
            loader: skipConnectWhenConnected,
            lazy: screen(
              () => import('../student/student-connect-page'),
              (m) => m.StudentConnectPage,
            ),
          },
          { path: '*', loader: () => redirect('/student') },
        ],
      },
      {
        path: 'dashboard',
        loader: requireSession,
        children: [
          {
            index: true,
            lazy: screen(
              () => import('./pages/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'account',
            lazy: screen(
              () => import('./pages/account-page'),
              (m) => m.AccountPage,
            ),
          },
          {
            path: 'classes/new',
            lazy: screen(
              () => import('./pages/create-class-page'),
              (m) => m.CreateClassPage,
            ),
          },
          {
            path: 'class/:classId',
            lazy: screen(
              () => import('./pages/class-layout'),
              (m) => m.ClassLayout,
            ),
            children: [
              {
                path: 'students',
                lazy: screen(
                  () => import('./pages/class-students-page'),
                  (m) => m.ClassStudentsPage,
                ),
              },
              {
                path: 'settings',
                lazy: screen(
                  () => import('./pages/class-settings-page'),
                  (m) => m.ClassSettingsPage,
                ),
              },
              // SPEC §2 sends the class path and unknown class subpaths to reports/snapshot; reports do not
              // exist yet, so they go to the pupils until the reports issue lands.
              { index: true, loader: ({ params }) => redirect(`/dashboard/class/${params.classId}/students`) },
              { path: '*', loader: ({ params }) => redirect(`/dashboard/class/${params.classId}/students`) },
            ],
          },
          // Unknown authenticated paths go back to the dashboard (SPEC §2).
          { path: '*', loader: () => redirect('/dashboard') },
        ],
      },
      // The root and unknown public paths go to the portal (SPEC §2).
      { path: '*', loader: () => redirect('/portal') },
    ],
  },
];

/** Creating the router starts loading the first screen's chunk at once, before anything renders. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
