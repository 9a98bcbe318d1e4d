import { ACCESSIBILITY_OPTIONS, type ClassPermissions, GRADES, type Student, WORLDS } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useDeleteStudent } from '../hooks/use-delete-student';
import { useTransferStudent } from '../hooks/use-transfer-student';
import { useUpdateStudent } from '../hooks/use-update-student';

interface StudentDialogProps {
  student: Student;
  permissions: ClassPermissions;
  /** My other classes a pupil can move to. */
  otherClasses: { id: string; name: string }[];
  onClose: () => void;
}

/** One pupil's settings: each change is saved at once; transfer and delete for the primary teacher. */
export function StudentDialog({ student, permissions, otherClasses, onClose }: StudentDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateStudent(student.classId, student.id);
  const transfer = useTransferStudent(student.id);
  const remove = useDeleteStudent(student.id);
  const [name, setName] = useState(student.name);
  const [target, setTarget] = useState(otherClasses[0]?.id ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editable = permissions.editStudents;

  return (
    <>
      <Modal
        title={t('studentSettings.title', { name: student.name })}
        isOpen={!confirmDelete}
        onOpenChange={(open) => !open && onClose()}
        size="large"
      >
        <form
          className="row row--end"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() && name.trim() !== student.name) update.mutate({ name: name.trim() });
          }}
        >
          <TextField
            className="grow"
            label={t('studentSettings.name')}
            value={name}
            disabled={!editable}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
          {editable && (
            <Button type="submit" variant="secondary" pending={update.isPending && update.variables?.name !== undefined}>
              {t('studentSettings.rename')}
            </Button>
          )}
        </form>
        <div className="form-grid">
          <Select
            label={t('studentSettings.grade')}
            value={student.grade ?? ''}
            disabled={!editable}
            onChange={(event) => update.mutate({ grade: (event.target.value || null) as Student['grade'] })}
          >
            <option value="">{t('studentSettings.noGrade')}</option>
            {GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {t(`grades.${grade}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('studentSettings.world')}
            value={student.world}
            disabled={!editable}
            onChange={(event) => update.mutate({ world: event.target.value })}
          >
            {WORLDS.map((world) => (
              <option key={world} value={world}>
                {t(`worlds.${world}`)}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="choice-group stack">
          <legend className="field__label">{t('studentSettings.accessibility')}</legend>
          {ACCESSIBILITY_OPTIONS.map((option) => (
            <Checkbox
              key={option}
              label={t(`accessibility.${option}`)}
              checked={student.accessibilityOptions[option]}
              disabled={!editable}
              onChange={(event) => update.mutate({ accessibilityOptions: { [option]: event.target.checked } })}
            />
          ))}
          <Checkbox
            label={t('studentSettings.foundational')}
            checked={student.foundationalVocabularyEnabled}
            disabled={!editable}
            onChange={(event) => update.mutate({ foundationalVocabularyEnabled: event.target.checked })}
          />
        </fieldset>
        <ErrorNotice error={update.error} />
        {update.isSuccess && <Alert tone="success">{t('studentSettings.saved')}</Alert>}
        {permissions.transferStudents && (
          <section className="stack" aria-labelledby="transfer-student-title">
            <h3 id="transfer-student-title">{t('studentSettings.transferTitle')}</h3>
            {otherClasses.length === 0 ? (
              <p className="muted">{t('studentSettings.noOtherClass')}</p>
            ) : (
              <div className="row row--end">
                <Select
                  className="grow"
                  label={t('studentSettings.transferTo')}
                  value={target}
                  onChange={(event) => setTarget(event.target.value)}
                >
                  {otherClasses.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </Select>
                <Button variant="secondary" pending={transfer.isPending} onClick={() => transfer.mutate(target, { onSuccess: onClose })}>
                  {t('studentSettings.transfer')}
                </Button>
              </div>
            )}
            <ErrorNotice error={transfer.error} />
          </section>
        )}
        <div className="row modal__actions">
          <ButtonLink variant="secondary" to={`/class/${student.classId}/home-invite/${student.id}`}>
            {t('studentSettings.printLetter')}
          </ButtonLink>
          {permissions.deleteStudents && (
            <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
              {t('studentSettings.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      </Modal>
      <ConfirmDialog
        title={t('studentSettings.deleteTitle', { name: student.name })}
        isOpen={confirmDelete}
        onOpenChange={(open) => !open && setConfirmDelete(false)}
        confirmLabel={t('studentSettings.deleteAction')}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
        pending={remove.isPending}
        error={remove.error}
      >
        <p>{t('studentSettings.deleteConfirm', { name: student.name })}</p>
      </ConfirmDialog>
    </>
  );
}
