import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ErrorNotice } from './error-notice';
import { Modal } from './modal';
import { TextField } from './text-field';

interface ConfirmDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: unknown;
  /** When set, the user must type this text (the class name) before confirming. */
  typeToConfirm?: { label: string; expected: string };
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  confirmLabel,
  onConfirm,
  pending,
  error,
  typeToConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = !typeToConfirm || typed.trim() === typeToConfirm.expected.trim();
  const setOpen = (open: boolean) => {
    if (!open) setTyped('');
    onOpenChange(open);
  };
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={setOpen} role="alertdialog">
      <div className="stack">{children}</div>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm();
        }}
      >
        {typeToConfirm && (
          <TextField label={typeToConfirm.label} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        )}
        <ErrorNotice error={error} />
        <div className="row modal__actions">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={pending} disabled={!matches}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
