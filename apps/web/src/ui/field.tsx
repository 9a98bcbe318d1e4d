import { type ReactNode, useId } from 'react';

interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its hint and error, so screen readers read them with the label. */
export function useFieldIds(hint: ReactNode, error: string | undefined, id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** A field's error, announced as soon as it appears. */
export function FieldErrorText({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error || !id) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint || !id) return null;
  return (
    <p id={id} className="field__hint">
      {hint}
    </p>
  );
}

/** The attributes that tie a control to its field: id, error state and description. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error: string | undefined;
  hint: ReactNode;
  id: string | undefined;
  className: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, control and error of one form field, wired for screen readers; the control is the caller's. */
export function FieldFrame({ label, error, hint, id, className, children }: FieldFrameProps) {
  const ids = useFieldIds(hint, error, id);
  const control: FieldControlProps = {
    id: ids.inputId,
    className: 'field__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  };
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children(control)}
      <FieldErrorText id={ids.errorId} error={error} />
    </div>
  );
}
