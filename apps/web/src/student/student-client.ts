import { api, type RequestOptions } from '../api/client';
import { getStudentToken } from '../api/student-session';

/** The API as the pupil side calls it: the student token (and its region) instead of the teacher's. */
export const studentApi = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => api.get<T>(path, { ...options, token: getStudentToken() }),
};
