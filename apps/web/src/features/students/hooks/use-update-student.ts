import { type Student, studentSchema, type UpdateStudentInput } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

function applied(student: Student, input: UpdateStudentInput): Student {
  const { accessibilityOptions, ...rest } = input;
  return {
    ...student,
    ...(rest as Partial<Student>),
    accessibilityOptions: { ...student.accessibilityOptions, ...accessibilityOptions },
  };
}

/** PATCH /students/:studentId: any of name, grade, world, accessibility, foundational vocabulary. Shown at once, undone on failure. */
export function useUpdateStudent(classId: string, studentId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.students(classId);
  return useMutation({
    mutationFn: (input: UpdateStudentInput) =>
      api.patch(`/students/${studentId}`, input, {
        schema: studentSchema,
        handledCodes: ['STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS', 'UNKOWN_WORLD', 'INVALID_FORM'],
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Student[]>(key);
      if (previous && input.name === undefined) {
        queryClient.setQueryData<Student[]>(
          key,
          previous.map((student) => (student.id === studentId ? applied(student, input) : student)),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
