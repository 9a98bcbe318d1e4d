import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useAddStudents } from '../hooks/use-add-students';

/** Names from a pasted list: one per line (or separated by commas, semicolons or tabs). */
export function splitNames(text: string): string[] {
  return text
    .split(/[\n\r\t,;]+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

interface AddStudentsDialogProps {
  classId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Enter adds the typed name to the list, pasting a list adds them all; "Add" sends them in one go. */
export function AddStudentsDialog({ classId, isOpen, onOpenChange }: AddStudentsDialogProps) {
  const { t } = useTranslation();
  const add = useAddStudents(classId);
  const [draft, setDraft] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const clashes =
    add.error instanceof ApiError && Array.isArray(add.error.context?.names)
      ? (add.error.context.names as unknown[]).filter((n): n is string => typeof n === 'string')
      : [];

  const push = (incoming: string[]) => {
    setNames((current) => {
      const next = [...current];
      for (const name of incoming) if (!next.some((existing) => same(existing, name))) next.push(name);
      return next;
    });
    add.reset();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    push(splitNames(draft));
    setDraft('');
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\n\r\t;,]/.test(text)) return;
    event.preventDefault();
    push(splitNames(text));
  };
  const close = (open: boolean) => {
    if (open) return onOpenChange(true);
    setDraft('');
    setNames([]);
    add.reset();
    onOpenChange(false);
  };
  const submit = () => {
    const all = draft.trim() ? [...names, ...splitNames(draft).filter((name) => !names.some((n) => same(n, name)))] : names;
    if (all.length === 0) return;
    setNames(all);
    setDraft('');
    add.mutate(all, { onSuccess: () => close(false) });
  };

  return (
    <Modal title={t('addStudents.title')} isOpen={isOpen} onOpenChange={close} size="large">
      <TextField
        label={t('addStudents.name')}
        hint={t('addStudents.hint')}
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {names.length > 0 && (
        <div className="stack">
          <p className="field__label">{t('addStudents.pending', { count: names.length })}</p>
          <ul className="name-chips">
            {names.map((name) => {
              const clash = clashes.some((c) => same(c, name));
              return (
                <li key={name} className={clash ? 'name-chip name-chip--clash' : 'name-chip'}>
                  <span>{name}</span>
                  {clash && <span className="visually-hidden">{t('addStudents.clash')}</span>}
                  <button
                    type="button"
                    className="name-chip__remove"
                    aria-label={t('addStudents.remove', { name })}
                    onClick={() => setNames(names.filter((n) => n !== name))}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <ErrorNotice error={add.error} />
      <div className="row modal__actions">
        <Button variant="ghost" onClick={() => close(false)}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} pending={add.isPending} disabled={names.length === 0 && !draft.trim()}>
          {t('addStudents.submit')}
        </Button>
      </div>
    </Modal>
  );
}
