import { type Student, studentListSchema } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /classes/:classId/students, sorted by name as the reader's language sorts (Léa before Lucas). */
export function useStudents(classId: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const byName = useCallback(
    (students: Student[]) => {
      const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
      return [...students].sort((a, b) => collator.compare(a.name, b.name));
    },
    [language],
  );
  return useQuery({
    queryKey: queryKeys.students(classId),
    queryFn: () => api.get(`/classes/${classId}/students`, { schema: studentListSchema }),
    select: byName,
  });
}
