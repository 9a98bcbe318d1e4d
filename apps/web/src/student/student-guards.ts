import { redirect } from 'react-router';
import { getStudentToken } from '../api/student-session';

/** The pupil's home needs a student token; without one the child connects first. */
export function requireStudentToken() {
  if (!getStudentToken()) throw redirect('/student/connect');
  return null;
}

/** A connected pupil goes straight home, unless the app asks for a new token (?forceNewToken=true, SPEC §2). */
export function skipConnectWhenConnected({ request }: { request: Request }) {
  const forceNewToken = new URL(request.url).searchParams.get('forceNewToken') === 'true';
  if (getStudentToken() && !forceNewToken) throw redirect('/student');
  return null;
}
