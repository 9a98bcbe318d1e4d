import './classes.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { createClassSchema, type School, TEACHING_LANGUAGES } from '@plume/domain';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/button';
import { ErrorNotice, useErrorMessage } from '../../../ui/error-notice';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useCreateClass } from '../hooks/use-create-class';
import { AvatarField, ColourField, GradesField } from './class-fields';

interface CreateClassFormProps {
  defaultLanguage: 'FR' | 'EN';
  /** The school picker, given by the page: features do not import each other. */
  renderSchoolPicker: (props: { value: School | null; onChange: (school: School | null) => void; error?: string | undefined }) => ReactNode;
}

/** School, name, grades, teaching language, avatar and colour; on success, the new class's pupils. */
export function CreateClassForm({ defaultLanguage, renderSchoolPicker }: CreateClassFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const message = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateClass();
  const [school, setSchool] = useState<School | null>(null);
  const form = useForm({
    resolver: zodResolver(createClassSchema),
    defaultValues: { schoolId: '', name: '', grades: [], language: defaultLanguage, avatar: 'class-1', colour: 'blue' as const },
  });
  const { errors } = form.formState;
  const colour = form.watch('colour');
  const nameTaken = create.error instanceof ApiError && create.error.code === 'CLASS_NAME_ALREADY_EXISTS';

  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: (created) => navigate(`/dashboard/class/${created.id}/students`) }),
  );

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <section className="card stack" aria-labelledby="school-title">
        <h2 id="school-title">{t('createClass.schoolTitle')}</h2>
        {renderSchoolPicker({
          value: school,
          onChange: (next) => {
            setSchool(next);
            form.setValue('schoolId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
          },
          error: errors.schoolId ? t('errors.SCHOOL_REQUIRED') : undefined,
        })}
      </section>
      <section className="card stack" aria-labelledby="class-title">
        <h2 id="class-title">{t('createClass.classTitle')}</h2>
        <TextField
          label={t('classFields.name')}
          autoComplete="off"
          error={nameTaken ? message(create.error) : fieldError(errors.name)}
          {...form.register('name')}
        />
        <GradesField registration={form.register('grades')} error={fieldError(errors.grades)} />
        <Select label={t('classFields.language')} error={fieldError(errors.language)} {...form.register('language')}>
          {TEACHING_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`teachingLanguages.${language}`)}
            </option>
          ))}
        </Select>
        <ColourField registration={form.register('colour')} />
        <AvatarField registration={form.register('avatar')} colour={colour ?? 'blue'} />
        {!nameTaken && <ErrorNotice error={create.error} />}
        <div>
          <Button type="submit" pending={create.isPending}>
            {t('createClass.submit')}
          </Button>
        </div>
      </section>
    </form>
  );
}
