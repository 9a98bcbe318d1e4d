import './classes.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ClassSummary, classSettingsSchema } from '@plume/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorNotice, useErrorMessage } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useUpdateClassSettings } from '../hooks/use-update-class-settings';
import { AvatarField, ColourField, GradesField } from './class-fields';

/** Name, grades, avatar and colour of a class (primary teacher). */
export function ClassSettingsForm({ item }: { item: ClassSummary }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const message = useErrorMessage();
  const update = useUpdateClassSettings(item.id);
  const form = useForm({
    resolver: zodResolver(classSettingsSchema),
    defaultValues: { name: item.name, grades: item.grades, avatar: item.avatar, colour: item.colour },
  });
  const { errors } = form.formState;
  const nameTaken = update.error instanceof ApiError && update.error.code === 'CLASS_NAME_ALREADY_EXISTS';
  const submit = form.handleSubmit((values) => update.mutate(values));

  return (
    <form className="stack" noValidate onSubmit={submit} onChange={() => update.isSuccess && update.reset()}>
      <TextField
        label={t('classFields.name')}
        autoComplete="off"
        error={nameTaken ? message(update.error) : fieldError(errors.name)}
        {...form.register('name')}
      />
      <GradesField registration={form.register('grades')} error={fieldError(errors.grades)} />
      <ColourField registration={form.register('colour')} />
      <AvatarField registration={form.register('avatar')} colour={form.watch('colour')} />
      {!nameTaken && <ErrorNotice error={update.error} />}
      {update.isSuccess && <Alert tone="success">{t('classSettings.saved')}</Alert>}
      <div>
        <Button type="submit" pending={update.isPending}>
          {t('classSettings.save')}
        </Button>
      </div>
    </form>
  );
}
